import { ERROR_CODES, LINKEDIN_PAGES, MESSAGES } from '@resume/contracts';
import type { ErrorCode } from '@resume/contracts';

const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const CSS =
  'body{margin:0;background:#f1f5f9;font-family:Inter,"Helvetica Neue",Arial,sans-serif;color:#0f172a}' +
  'main{max-width:420px;margin:64px auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 1px 3px rgba(15,23,42,.12)}' +
  'h1{font-size:20px;margin:0 0 8px}p{color:#475569;font-size:14px}' +
  'a{display:inline-block;background:#2563eb;color:#fff;border-radius:6px;padding:9px 16px;font-size:14px;text-decoration:none}';

/**
 * The page a failed callback shows (the browser arrived by navigation, so JSON would be a dead end): the spec's
 * 'Connection Failed' title, the catalogue's text for the code, and the way back to the profile. No script.
 */
export function callbackErrorPage(code: ErrorCode): string {
  const { title } = MESSAGES.linkedin.connectFailed;
  const text = ERROR_CODES[code].message;
  const back = LINKEDIN_PAGES.failed.split('&')[0];
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">' +
    `<title>${esc(title)}</title><style>${CSS}</style></head><body><main>` +
    `<h1>${esc(title)}</h1><p data-code="${esc(code)}">${esc(text)}</p>` +
    `<a href="${esc(back)}">Back to your profile</a></main></body></html>`
  );
}
