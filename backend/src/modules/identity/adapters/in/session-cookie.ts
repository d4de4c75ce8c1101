import { LIMITS, SESSION_COOKIE } from '@resume/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';

function options(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies };
}

export function readSessionCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function setSessionCookie(res: Response, config: AppConfig, token: string): void {
  res.cookie(SESSION_COOKIE, token, { ...options(config), maxAge: LIMITS.sessionTtlMs });
}

export function clearSessionCookie(res: Response, config: AppConfig): void {
  res.clearCookie(SESSION_COOKIE, options(config));
}
