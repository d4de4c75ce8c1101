import { isReservedUsername, LIMITS } from '@resume/contracts';

export { isReservedUsername };

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

/**
 * The base itself, else base-2, base-3 ... the first one neither taken nor reserved (contracts RESERVED_USERNAMES:
 * admin@x.io becomes admin-2, never admin).
 */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  const free = (name: string) => !taken.has(name) && !isReservedUsername(name);
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}
