import { createHash, randomBytes } from 'node:crypto';

/** Every primary key: 16 random bytes (128 bits), base64url, 22 characters. Unguessable, so ids leak nothing. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** `count` new ids from one read of the random source (an import numbers hundreds of items at once). */
export function newIds(count: number): string[] {
  const bytes = randomBytes(16 * count);
  return Array.from({ length: count }, (_, i) => bytes.subarray(16 * i, 16 * i + 16).toString('base64url'));
}

/** A secret for a link or a cookie: 32 random bytes (256 bits), base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as this hash, so a database leak does not leak working links or sessions. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
