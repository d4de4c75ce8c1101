import { Injectable } from '@nestjs/common';
import { SHARE_ACCESS } from '@resume/contracts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../../../../config/app-config';
import { AccessPass } from '../../application/ports/access-pass';
import type { ShareLink } from '../../domain/share-link';

/** ACCESS_COOKIE_SECRET, or a secret generated once and kept in DATA_DIR (the embedded, one-process mode). */
export function accessSecret(config: AppConfig): string {
  if (config.accessCookieSecret) return config.accessCookieSecret;
  const file = join(config.dataDir, 'access-cookie.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** "<expiry ms>.<HMAC-SHA256(link id, expiry, current code)>": a new code ends every pass. */
@Injectable()
export class HmacAccessPass extends AccessPass {
  private readonly secret: string;

  constructor(config: AppConfig) {
    super();
    this.secret = accessSecret(config);
  }

  private mac(link: ShareLink, expires: number): Buffer {
    return createHmac('sha256', this.secret)
      .update(`${link.id}\n${expires}\n${link.securityCode ?? ''}`)
      .digest();
  }

  issue(link: ShareLink, now: Date): { token: string; expiresAt: Date } {
    const expires = now.getTime() + SHARE_ACCESS.ttlMs;
    return { token: `${expires}.${this.mac(link, expires).toString('base64url')}`, expiresAt: new Date(expires) };
  }

  verify(link: ShareLink, token: string, now: Date): boolean {
    const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires <= now.getTime() || expires > now.getTime() + SHARE_ACCESS.ttlMs) return false;
    return timingSafeEqual(Buffer.from(match[2], 'base64url'), this.mac(link, expires));
  }
}
