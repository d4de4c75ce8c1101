import { timingSafeEqual, createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Basic auth with ADMIN_USER / ADMIN_PASSWORD. Without configured credentials the admin pages do not exist (404);
 * with them, a request without the right ones gets 401 and a Basic challenge.
 */
export function adminAuth(config: AppConfig) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!config.admin) {
      res.status(404).json({ code: 'NOT_FOUND', message: 'Not found.' });
      return;
    }
    const header = req.headers.authorization ?? '';
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
    const decoded = match ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const user = colon >= 0 ? decoded.slice(0, colon) : '';
    const password = colon >= 0 ? decoded.slice(colon + 1) : '';
    const ok = timingSafeEqual(digest(user), digest(config.admin.user)) && timingSafeEqual(digest(password), digest(config.admin.password));
    if (!ok) {
      res.setHeader('WWW-Authenticate', 'Basic realm="admin", charset="UTF-8"');
      res.status(401).json({ code: 'UNAUTHENTICATED', message: 'Admin credentials required.' });
      return;
    }
    next();
  };
}
