import { CHROME_CATALOGUES, ERROR_CODES, textDirectionOf } from '@resume/contracts';
import type { Response } from 'express';
import { visitorLanguage } from '../../../../infrastructure/http/visitor-language';

const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * The page a lapsed plan's subdomain or custom domain answers (410, docs/decisions/0036-plan-lapse.md): the resume
 * moved, with a link to where it still is (`to`, on the app) or none, so a name whose public page is off says
 * nothing about the person. Plain, self-contained HTML: no resume, no script, not indexed, never cached. In the
 * visitor's language (their choice in the app, else Accept-Language), as every server-rendered message page.
 */
export function sendMovedPage(res: Response, to: string | null): void {
  const language = visitorLanguage(res.req.headers);
  const { moved, movedLink } = CHROME_CATALOGUES[language].pages;
  const { title, description } = moved;
  const link = to ? `<p><a href="${esc(to)}">${esc(movedLink)}</a></p>` : '';
  res.setHeader('Cache-Control', 'no-store');
  res.vary('Accept-Language');
  res.vary('Cookie');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res
    .status(ERROR_CODES.RESUME_MOVED.status)
    .type('html')
    .send(
      `<!doctype html><html lang="${language}" dir="${textDirectionOf(language)}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head>` +
        `<body style="font-family:Arial,sans-serif;max-width:420px;margin:64px auto;color:#0f172a">` +
        `<h1 style="font-size:20px">${esc(title)}</h1><p>${esc(description)}</p>${link}</body></html>`,
    );
}
