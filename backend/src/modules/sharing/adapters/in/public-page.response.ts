import type { Response } from 'express';
import { PageBody, PageMeta, renderPublicPage } from './public-page.document';

/** Every public page leaves through here: its cache rule, and the robots header whenever the page is noindex. */
export function sendHtml(res: Response, status: number, cacheControl: string, html: string, noindex: boolean): void {
  res.setHeader('Cache-Control', cacheControl);
  // The site's chrome and the message pages speak the visitor's language (the choice cookie, else Accept-Language).
  res.vary('Accept-Language');
  res.vary('Cookie');
  if (noindex) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.status(status).type('html').send(html);
}

export function sendPage(res: Response, status: number, cacheControl: string, meta: PageMeta, body: PageBody): void {
  sendHtml(res, status, cacheControl, renderPublicPage(meta, body), meta.noindex);
}
