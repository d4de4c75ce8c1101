/** Addresses are compared case-insensitively: one person, one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
