import { ERROR_CODES, MESSAGES } from '@resume/contracts';
import type { ErrorCode } from '@resume/contracts';
import type { Response } from 'express';
import { DomainError } from '../../../../shared/domain/domain-error';
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

/**
 * The code dialog, or the locked page, for an error of the gate; statuses from the error catalogue. `posted` is the
 * code the visitor sent through the form (undefined when they only opened the page): a blank one is a missing
 * field (400), as the dialog's own check says before sending.
 */
export function sendCodeGatePage(res: Response, error: DomainError, at: PageAt, action: string, posted?: string): void {
  const { title, description = '' } = MESSAGES.resumeViews.protectedResume;
  const meta = { title, description, ...at, noindex: true };
  const dialog = (status: number, message?: string) =>
    sendPage(res, status, 'private, no-store', meta, { kind: 'code', action, error: message, freeChrome: true });
  const retryAfter = error.extras.retryAfterSeconds;
  switch (error.code) {
    case 'SECURITY_CODE_REQUIRED':
      return posted === undefined
        ? dialog(ERROR_CODES.SECURITY_CODE_REQUIRED.status)
        : dialog(ERROR_CODES.REQUIRED_FIELDS_MISSING.status, MESSAGES.resumeViews.securityCodeRequired);
    case 'SECURITY_CODE_INVALID':
      if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
      return dialog(ERROR_CODES.SECURITY_CODE_INVALID.status, MESSAGES.resumeViews.invalidSecurityCode);
    case 'CODE_ATTEMPTS_WAIT': {
      const seconds = retryAfter ?? 60;
      res.setHeader('Retry-After', String(seconds));
      return dialog(ERROR_CODES.CODE_ATTEMPTS_WAIT.status, MESSAGES.resumeViews.codeAttemptsWait(seconds));
    }
    default: {
      const locked = MESSAGES.resumeViews.linkLocked;
      sendPage(res, ERROR_CODES.SHARE_LINK_LOCKED.status, 'private, no-store', meta, {
        kind: 'message',
        title: locked.title,
        text: locked.description ?? '',
      });
    }
  }
}
