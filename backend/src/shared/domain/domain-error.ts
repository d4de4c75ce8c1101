import type { ApiErrorBody, ErrorCode } from '@resume/contracts';

/** `message` replaces the catalogue's text when the rule has a more precise one (e.g. 'Category is required'). */
export type DomainErrorExtras = Omit<ApiErrorBody, 'code' | 'message'> & { message?: string };

/** An expected failure, as data: the code decides the HTTP status and the client's text (contracts ERROR_CODES). */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extras: DomainErrorExtras = {},
  ) {
    super(message ?? code);
    this.name = 'DomainError';
  }
}
