import { LIMITS } from '@resume/contracts';

/**
 * A username from the e-mail's local part: lower case, letters, digits and inner hyphens, at least the minimum
 * length ("jo@x" -> "jo-user"), short enough to take a "-NN" suffix.
 */
export function usernameBaseFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  let base = local
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.usernameMaxLength - 4)
    .replace(/-+$/, '');
  if (base.length === 0) base = 'user';
  if (base.length < LIMITS.usernameMinLength) base = `${base}-user`;
  return base;
}

/** The base itself, else base-2, base-3 ... the first one not taken. */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
