/**
 * Whether a URL the browser will be sent to (checkout success/cancel, portal return) is a page of this app: the
 * same origin as APP_URL and under its path. Anything else is refused, so the payment pages cannot be used as an
 * open redirect.
 */
export function isOnAppUrl(candidate: string, appUrl: string): boolean {
  let url: URL;
  let app: URL;
  try {
    url = new URL(candidate);
    app = new URL(appUrl);
  } catch {
    return false;
  }
  if (url.origin !== app.origin || url.username || url.password) return false;
  const base = app.pathname.replace(/\/+$/, '');
  return base === '' || url.pathname === base || url.pathname.startsWith(`${base}/`);
}
