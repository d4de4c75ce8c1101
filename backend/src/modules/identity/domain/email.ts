/** Addresses are compared case-insensitively: one person, one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * An address shown to someone who holds a link but may not own the account: 'a***@example.com'. The domain stays
 * readable so a person can tell their work address from their private one.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
