import { CHROME_CATALOGUES, ERROR_CODES, interpolate } from '@resume/contracts';
import type { ErrorCode, Language } from '@resume/contracts';
import type { Response } from 'express';
import { DomainError } from '../../../../shared/domain/domain-error';
import type { CodeNote } from './code-note.http';
import type { PageAt } from './public-error-page';
import { sendPage } from './public-page.response';

/** The errors of a coded link's gate: the page answers them with the code dialog (or the locked page). */
export const CODE_GATE_ERRORS: readonly ErrorCode[] = [
  'SECURITY_CODE_REQUIRED',
  'SECURITY_CODE_INVALID',
  'CODE_ATTEMPTS_WAIT',
  'SHARE_LINK_LOCKED',
];

export const isCodeGateError = (error: unknown): error is DomainError =>
  error instanceof DomainError && CODE_GATE_ERRORS.includes(error.code);

/** What a code posted through the form came to, for the page it redirects to; a locked link says so itself. */
export function noteOf(error: DomainError): CodeNote | undefined {
  switch (error.code) {
    case 'SECURITY_CODE_REQUIRED':
      return { kind: 'blank' };
    case 'SECURITY_CODE_INVALID':
      return { kind: 'wrong' };
    case 'CODE_ATTEMPTS_WAIT':
      return { kind: 'wait', seconds: error.extras.retryAfterSeconds ?? 60 };
    default:
      return undefined;
  }
}

/** A wait in whole minutes as the language words it ('2 minutes', '2 Minuten', 'دقيقتان'), through Intl (CLDR). */
const minutes = (seconds: number, language: Language) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    Math.ceil(seconds / 60),
  );

/** The gate's state as the dialog shows it, in the visitor's language: the status from the error catalogue, the message, the wait. */
function dialogState(
  error: DomainError,
  note: CodeNote | undefined,
  language: Language,
): { status: number; message?: string; retryAfter?: number } {
  const texts = CHROME_CATALOGUES[language].pages.code;
  const wait = (seconds: number) => ({
    status: ERROR_CODES.CODE_ATTEMPTS_WAIT.status,
    message: interpolate(texts.wait, { time: minutes(seconds, language) }),
    retryAfter: seconds,
  });
  if (error.code === 'CODE_ATTEMPTS_WAIT') return wait(error.extras.retryAfterSeconds ?? 60);
  if (error.code === 'SECURITY_CODE_INVALID' || note?.kind === 'wrong')
    return { status: ERROR_CODES.SECURITY_CODE_INVALID.status, message: texts.invalid };
  if (note?.kind === 'wait') return wait(note.seconds);
  const message = note?.kind === 'blank' ? texts.required : undefined;
  return { status: ERROR_CODES.SECURITY_CODE_REQUIRED.status, message };
}

/**
 * The code dialog, or the locked page, for an error of the gate; statuses from the error catalogue. `note` is what
 * the visitor's last post through the form came to (post-redirect-get, docs/decisions/0040-browser-error-pages.md).
 * `freeChrome` is the owner's, by the rule of the unlocked page: the dialog looks like the page it opens.
 */
export function sendCodeGatePage(
  res: Response,
  error: DomainError,
  at: PageAt,
  action: string,
  freeChrome: boolean,
  note?: CodeNote,
): void {
  const texts = CHROME_CATALOGUES[at.language ?? 'en'].pages.code;
  const meta = { ...texts.preview, ...at, noindex: true };
  if (error.code === 'SHARE_LINK_LOCKED') {
    return sendPage(res, ERROR_CODES.SHARE_LINK_LOCKED.status, 'private, no-store', meta, {
      kind: 'message',
      title: texts.locked.title,
      text: texts.locked.description,
    });
  }
  const { status, message, retryAfter } = dialogState(error, note, at.language ?? 'en');
  if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
  sendPage(res, status, 'private, no-store', meta, { kind: 'code', action, error: message, freeChrome });
}
