/**
 * Usernames never given to an account (docs/decisions/0012-response-hardening.md): /r/{username} must not look like
 * the product's own pages or staff ('/r/admin', '/r/support'), and a name must not shadow a route of the app.
 * Neither the automatic username of a new account nor PATCH /api/user {username} (400 USERNAME_RESERVED) takes
 * one; accounts that already hold one keep it. Compared in lower case, like every username.
 */
export const RESERVED_USERNAMES: readonly string[] = [
  // staff, ops and infrastructure names
  'admin', 'administrator', 'root', 'system', 'sysadmin', 'staff', 'team', 'official', 'owner', 'moderator',
  'api', 'www', 'mail', 'email', 'smtp', 'ftp', 'cdn', 'static', 'status', 'assets', 'public', 'app', 'apps',
  'support', 'help', 'security', 'abuse', 'postmaster', 'hostmaster', 'webmaster', 'noreply', 'no-reply',
  'billing', 'payment', 'payments', 'invoice', 'invoices', 'checkout', 'legal', 'privacy', 'terms', 'about',
  'contact', 'blog', 'docs', 'null', 'undefined', 'anonymous', 'guest', 'user', 'users', 'test',
  'resumebuilder', 'resume-builder',
  // the app's routes (spec 2.1, the shell's router, the server-rendered pages and the API's prefixes)
  'login', 'logout', 'signin', 'sign-in', 'signup', 'sign-up', 'register', 'auth', 'magic-link', 'magic-link-verify',
  'r', 's', 'share', 'shared', 'share-links', 'filters', 'pricing', 'profile', 'settings', 'domain-settings',
  'subscription', 'resume', 'resumes', 'resume-editor', 'template-editor', 'templates', 'remotes', 'remotes-json',
  'health', 'metrics', 'queues', 'account', 'dashboard', 'home', 'index', 'favicon', 'robots', 'sitemap',
];

const RESERVED = new Set(RESERVED_USERNAMES);

export function isReservedUsername(username: string): boolean {
  return RESERVED.has(username.trim().toLowerCase());
}
