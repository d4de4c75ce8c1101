/** Encrypts the access tokens at rest (AES-256-GCM). */
export abstract class TokenCipher {
  abstract encrypt(plain: string): string;
  /** null when the text was not sealed with this key (a changed key, a tampered row): the member reconnects. */
  abstract decrypt(sealed: string): string | null;
}
