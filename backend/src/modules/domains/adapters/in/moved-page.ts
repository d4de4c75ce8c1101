import { ERROR_CODES, MESSAGES } from '@resume/contracts';
import type { Response } from 'express';

const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * The page a lapsed plan's subdomain or custom domain answers (410, docs/decisions/0036-plan-lapse.md): the resume
 * moved, with a link to where it still is (`to`, on the app) or none, so a name whose public page is off says
 * nothing about the person. Plain, self-contained HTML: no resume, no script, not indexed, never cached.
 */
export function sendMovedPage(res: Response, to: string | null): void {
  const { title, description } = MESSAGES.resumeViews.moved;
  const link = to ? `<p><a href="${esc(to)}">${esc(MESSAGES.resumeViews.movedLink)}</a></p>` : '';
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res
    .status(ERROR_CODES.RESUME_MOVED.status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head>` +
        `<body style="font-family:Arial,sans-serif;max-width:420px;margin:64px auto;color:#0f172a">` +
        `<h1 style="font-size:20px">${esc(title)}</h1><p>${esc(description ?? '')}</p>${link}</body></html>`,
    );
}
