import { PUBLIC_PAGES, SHARE_ACCESS } from '@resume/contracts';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';

/**
 * What the code form's last post came to, for the page it redirects to (post-redirect-get, decision 0040): a wrong
 * code, a blank one, or a wait of so many seconds. Never the code itself, and nothing else about the link.
 */
export type CodeNote = { kind: 'wrong' } | { kind: 'blank' } | { kind: 'wait'; seconds: number };

const NOTE = /^(wrong|blank|wait\.([1-9]\d{0,5}))$/;

/** The cookie's scope: the link's page (and its form), so two links' notes never mix. */
const scope = (config: AppConfig, shareableId: string) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.secureCookies,
  path: PUBLIC_PAGES.shared(shareableId),
});

export function setCodeNote(res: Response, config: AppConfig, shareableId: string, note: CodeNote): void {
  const value = note.kind === 'wait' ? `wait.${Math.max(1, Math.ceil(note.seconds))}` : note.kind;
  res.cookie(SHARE_ACCESS.noteCookie, value, { ...scope(config, shareableId), maxAge: SHARE_ACCESS.noteTtlMs });
}

/**
 * The note left for this page, cleared as it is read: the page says it once, and a reload is the plain dialog.
 * The cookie is the visitor's own: anything but a well-formed note is no note.
 */
export function takeCodeNote(
  req: Request,
  res: Response,
  config: AppConfig,
  shareableId: string,
): CodeNote | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SHARE_ACCESS.noteCookie];
  if (value === undefined) return undefined;
  res.clearCookie(SHARE_ACCESS.noteCookie, scope(config, shareableId));
  const match = typeof value === 'string' ? NOTE.exec(value) : null;
  if (!match) return undefined;
  if (match[2]) return { kind: 'wait', seconds: Number(match[2]) };
  return { kind: match[1] as 'wrong' | 'blank' };
}
