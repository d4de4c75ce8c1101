import { Injectable, Logger } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../../../../config/app-config';
import { TokenCipher } from '../../application/ports/token-cipher';

const VERSION = 'v1';

/**
 * LINKEDIN_TOKEN_KEY, or (development and tests only; production refuses to start without it when LinkedIn is
 * configured) a key generated once and kept in DATA_DIR, as the share-link access secret is.
 */
export function tokenKey(config: AppConfig): Buffer {
  if (config.linkedin.tokenKey) return config.linkedin.tokenKey;
  const file = join(config.dataDir, 'linkedin-token.key');
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length === 32) return key;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  if (config.linkedin.mode === 'oauth')
    new Logger('LinkedIn').warn(`LINKEDIN_TOKEN_KEY is not set: LinkedIn tokens are encrypted with a key in ${file}`);
  return key;
}

/** "v1.<iv>.<tag>.<ciphertext>" (base64url): a fresh 96-bit IV per token; the tag refuses any changed byte. */
@Injectable()
export class AesGcmTokenCipher extends TokenCipher {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    super();
    this.key = tokenKey(config);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  decrypt(text: string): string | null {
    const [version, iv, tag, sealed] = text.split('.');
    if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
