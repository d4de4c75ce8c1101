import { LIMITS, MAGIC_LINK, SESSION_COOKIE } from '@resume/contracts';
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

/**
 * The sign-in cookie: a random value the browser that asks for a magic link keeps (HttpOnly, only sent to
 * /api/auth), whose hash the link remembers. One value per browser, reused for every link it asks for while it
 * lives, so each of them opens at once there (docs/decisions/0015).
 */
const BROWSER_PATH = '/api/auth';
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function readBrowserSecret(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[MAGIC_LINK.browserCookie];
  return typeof value === 'string' && SECRET_SHAPE.test(value) ? value : undefined;
}

export function setBrowserSecret(res: Response, config: AppConfig, secret: string): void {
  res.cookie(MAGIC_LINK.browserCookie, secret, { ...options(config), path: BROWSER_PATH, maxAge: MAGIC_LINK.ttlMs });
}

export function clearBrowserSecret(res: Response, config: AppConfig): void {
  res.clearCookie(MAGIC_LINK.browserCookie, { ...options(config), path: BROWSER_PATH });
}
