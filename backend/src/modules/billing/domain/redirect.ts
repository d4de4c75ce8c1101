/**
 * A URL the browser will be sent to (checkout success/cancel, portal return), as the page of this app it names: the
 * WHATWG parse of what was typed, when that is on APP_URL's origin, under its path and without credentials; else
 * null (refused, so the payment pages cannot be used as an open redirect). The parsed `href` is what goes on to
 * Stripe and the local test checkout, never the typed string: another parser may read `http://app\@evil.example/`
 * as a visit to evil.example, while the href (`http://app/@evil.example/`) means one thing to every parser
 * (docs/decisions/0016-billing.md).
 */
export function appReturnUrl(candidate: string, appUrl: string): string | null {
  let url: URL;
  let app: URL;
  try {
    url = new URL(candidate);
    app = new URL(appUrl);
  } catch {
    return null;
  }
  if (url.origin !== app.origin || url.username || url.password) return null;
  const base = app.pathname.replace(/\/+$/, '');
  const under = base === '' || url.pathname === base || url.pathname.startsWith(`${base}/`);
  return under ? url.href : null;
}
