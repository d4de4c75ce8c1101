import { timingSafeEqual, createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { LIMITS } from '@resume/contracts';
import type { AppConfig } from '../../config/app-config';
import { DomainError } from '../../shared/domain/domain-error';
import { sendError } from '../http/api-exception.filter';
import { requestClientKey } from '../rate-limit/client-key';
import type { RateLimiter } from '../rate-limit/rate-limiter';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The counter of wrong admin credentials per client address (LIMITS.adminAuthFailuresPerClient). */
export const ADMIN_AUTH_FAILURES = 'admin-auth-failures';

/** The user and password of a Basic Authorization header ('' for what is missing). */
function credentialsOf(header: string): { user: string; password: string } {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  const decoded = match ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  return colon >= 0
    ? { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
    : { user: '', password: '' };
}

/**
 * Basic auth with ADMIN_USER / ADMIN_PASSWORD. Without configured credentials the admin pages do not exist (404);
 * with them, a request without the right ones gets 401 and a Basic challenge. Wrong credentials are counted per
 * client (req.ip, TRUST_PROXY; IPv6 by /64) in the shared counters: once LIMITS.adminAuthFailuresPerClient are used up,
 * every admin request from that address answers 429 with Retry-After until the window ends, the right password
 * too, so guessing stops there (docs/decisions/0012).
 *
 * The count is taken before the password is compared, in the one atomic step that also refuses past the limit, and
 * given back when the password was right (docs/decisions/0034-atomic-limits.md): so of 100 guesses sent at once from
 * one address exactly 10 are compared, on any number of replicas, and a right password among the rest is refused.
 */
export function adminAuth(config: AppConfig, limiter: RateLimiter) {
  const { limit, windowMs } = LIMITS.adminAuthFailuresPerClient;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!config.admin) return sendError(res, new DomainError('NOT_FOUND'));
    const client = requestClientKey(req);
    const header = req.headers.authorization ?? '';
    try {
      // A request without credentials is the browser asking for the prompt, not a guess: it compares nothing, so a
      // read of the count decides it, and it is not counted.
      if (!header) await limiter.check(ADMIN_AUTH_FAILURES, client, limit);
      else {
        const reservation = await limiter.reserve(ADMIN_AUTH_FAILURES, client, limit, windowMs);
        const { user, password } = credentialsOf(header);
        const ok =
          timingSafeEqual(digest(user), digest(config.admin.user)) &&
          timingSafeEqual(digest(password), digest(config.admin.password));
        if (ok) {
          // A count not given back (the counters unreachable a moment) only counts this right password as wrong.
          await reservation.giveBack().catch(() => undefined);
          return next();
        }
      }
    } catch (error) {
      if (error instanceof DomainError && error.code === 'RATE_LIMITED') return sendError(res, error);
      return next(error);
    }
    res.setHeader('WWW-Authenticate', 'Basic realm="admin", charset="UTF-8"');
    sendError(res, new DomainError('UNAUTHENTICATED'));
  };
}
