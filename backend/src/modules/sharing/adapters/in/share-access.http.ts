import { SHARE_ACCESS } from '@resume/contracts';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';
import type { Visitor } from '../../application/count-visit';

/** The access cookie of one link: its name carries the link's public id, so passes never mix. */
export const passCookieName = (shareableId: string) => `${SHARE_ACCESS.cookiePrefix}${shareableId}`;

export function readPass(req: Request, shareableId: string): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[passCookieName(shareableId)];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** HttpOnly, SameSite=Lax, Secure on https, 30 minutes. Path / so the API and every page form of the link see it. */
export function setPass(
  res: Response,
  config: AppConfig,
  shareableId: string,
  granted: { token: string; expiresAt: Date },
): void {
  res.cookie(passCookieName(shareableId), granted.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    expires: granted.expiresAt,
  });
}

/** req.ip only: Express derives it from X-Forwarded-For just as far as TRUST_PROXY says, never from the raw header. */
export function visitorOf(req: Request): Visitor {
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? '',
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
  };
}

export function viewerIdOf(req: Request): string | null {
  return (req as Request & { user?: { id?: string } | null }).user?.id ?? null;
}

/** A query or form value that is one string (a repeated parameter is no code). */
export const oneString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
