import type { LoggerService } from '@nestjs/common';
import { CHROME_CATALOGUES, ERROR_CODES, MESSAGES } from '@resume/contracts';
import type { ErrorCode, Language, UserMessage } from '@resume/contracts';
import type { Response } from 'express';
import { DomainError } from '../../../../shared/domain/domain-error';
import type { PageMeta } from './public-page.document';
import { sendPage } from './public-page.response';

/** Where the failed page is: its URL, and the prefix of links to the app (page-site.ts). */
export type PageAt = Pick<PageMeta, 'url' | 'appLinks' | 'language'>;

/** The message pages' words in the visitor's language (the `chrome` catalogue's pages, English from MESSAGES). */
const pagesIn = (language: Language | undefined) => CHROME_CATALOGUES[language ?? 'en'].pages;

/** Which page failed: a resume by username (/r/...) or a share link (/s/..., its PDF). */
export type FailedPage = 'notAvailable' | 'invalidShareLink';

/** What a visitor may be told plainly; anything else is logged and shown as the catalogue's load error (500). */
const NOT_THERE: readonly ErrorCode[] = ['SHARE_LINK_INVALID', 'RESUME_NOT_FOUND', 'NOT_FOUND'];

/** A message page: the status the catalogue gives the error code, the page's title and text from MESSAGES. */
function sendMessagePage(res: Response, status: number, message: UserMessage, at: PageAt): void {
  const { title, description = '' } = message;
  sendPage(
    res,
    status,
    'no-store',
    { title, description, ...at, noindex: true },
    { kind: 'message', title, text: description },
  );
}

/**
 * The page for an error of a public page: a limit (429, with Retry-After), a resume or link that is not there (404),
 * or anything else (500, logged).
 */
export function sendErrorPage(
  res: Response,
  error: unknown,
  at: PageAt,
  page: FailedPage,
  logger: LoggerService,
): void {
  if (error instanceof DomainError && error.code === 'RATE_LIMITED') {
    if (error.extras.retryAfterSeconds) res.setHeader('Retry-After', String(error.extras.retryAfterSeconds));
    const limited =
      page === 'notAvailable' ? pagesIn(at.language).tooManyLookups : pagesIn(at.language).tooManyDownloads;
    return sendMessagePage(res, ERROR_CODES.RATE_LIMITED.status, limited, at);
  }
  if (error instanceof DomainError && NOT_THERE.includes(error.code)) {
    return sendMessagePage(res, ERROR_CODES[error.code].status, pagesIn(at.language)[page], at);
  }
  logger.error(`public page (${page}) failed`, error instanceof Error ? error.stack : String(error));
  sendMessagePage(res, ERROR_CODES.INTERNAL.status, pagesIn(at.language).loadError, at);
}

/** The words of the page a browser gets for a refused request outside a public page's own route (decision 0040). */
function refusalMessage(code: ErrorCode, language: Language | undefined): UserMessage {
  const pages = pagesIn(language);
  switch (code) {
    case 'HOST_UNKNOWN':
    case 'NOT_FOUND':
    case 'SHARE_LINK_INVALID':
      return pages.invalidShareLink;
    case 'RESUME_NOT_FOUND':
      return pages.notAvailable;
    case 'RESUME_MOVED':
      return pages.moved;
    case 'RATE_LIMITED':
      return pages.tooManyLookups;
    default:
      // Not translated yet: the error catalogue's own message (contracts/src/errors) is English only.
      return ERROR_CODES[code].status >= 500
        ? pages.loadError
        : MESSAGES.resumeViews.requestRefused(ERROR_CODES[code].message);
  }
}

/**
 * Any refused request a browser makes to a public address (an unknown Host, a path a person's host does not
 * serve, a form too large or from another site): the message page with the catalogue's status, and its Retry-After.
 * Unexpected errors were logged where they were turned into INTERNAL.
 */
export function sendRefusalPage(res: Response, error: DomainError, at: PageAt): void {
  if (error.extras.retryAfterSeconds) res.setHeader('Retry-After', String(error.extras.retryAfterSeconds));
  sendMessagePage(res, ERROR_CODES[error.code].status, refusalMessage(error.code, at.language), at);
}
