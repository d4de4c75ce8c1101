import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../../shared/domain/domain-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The origin a request says it comes from (Origin, else Referer): undefined without either, null when unreadable. */
export function claimedOrigin(req: Request): string | null | undefined {
  const origin = req.headers.origin;
  return origin !== undefined ? originOf(origin) : originOf(req.headers.referer);
}

/**
 * CSRF defence in depth next to SameSite=Lax: a state-changing request that says it comes from another site
 * (Origin, or Referer when Origin is absent) is refused. Requests without either header (curl, servers) pass.
 */
export function originCheck(appOrigin: string) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const claimed = claimedOrigin(req);
    if (claimed === undefined || claimed === appOrigin) return next();
    // To the app's error handler: JSON, or a page to a browser's form (docs/decisions/0040-browser-error-pages.md).
    next(new DomainError('FORBIDDEN_ORIGIN'));
  };
}
