/**
 * Where to go after signing in. /login?redirect=... remembers it in localStorage, not sessionStorage: the magic
 * link is opened from a mail client, which means a new tab with its own sessionStorage. The verify page reads it.
 * Only same-site paths are accepted, so the parameter cannot send anyone to another site.
 */
export const DEFAULT_AFTER_LOGIN = '/resume-editor';
const KEY = 'resume.postLoginRedirect';

export function isSafeRedirect(value: string | null | undefined): value is string {
  return Boolean(value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'));
}

export function rememberRedirect(value: string | null): void {
  try {
    // A visit to /login without a target forgets an older one, so it cannot surprise a later sign-in.
    if (isSafeRedirect(value)) localStorage.setItem(KEY, value);
    else localStorage.removeItem(KEY);
  } catch {
    /* storage unavailable */
  }
}

/** The remembered target (or /resume-editor); it is used once. */
export function takeRedirect(): string {
  try {
    const value = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return isSafeRedirect(value) ? value : DEFAULT_AFTER_LOGIN;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}
