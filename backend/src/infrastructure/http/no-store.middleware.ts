import type { NextFunction, Request, Response } from 'express';

/**
 * Cache-Control: no-store on every API answer (docs/decisions/0012-response-hardening.md, 0038): an answer that reads
 * the session or carries personal data (the account, the resume, share links, filters, billing, the 401 too) must not
 * be kept by a browser's disk cache or a shared proxy, where the next person at that computer or behind that proxy
 * would read it. Set first; a route whose answer is public sets its own policy over it (the public resume JSON and an
 * open share link: no-cache with their ETag), so no personal route can forget it.
 */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
