import { ERROR_CODES } from '@resume/contracts';
import { errorBody } from '../../../infrastructure/http/api-exception.filter';
import { DomainError } from '../../../shared/domain/domain-error';
import { PDF_FAILURE_CODES, PdfFailure } from './pdf-failure';

describe('PdfFailure', () => {
  it('is a DomainError whose code decides the status and the body, and keeps its cause out of the body', () => {
    const cause = new Error('Protocol error: Target closed');
    const failure = new PdfFailure('PDF_FAILED', { cause });
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure.cause).toBe(cause);
    expect(ERROR_CODES[failure.code].status).toBe(502);
    expect(errorBody(failure)).toEqual({ code: 'PDF_FAILED', message: ERROR_CODES.PDF_FAILED.message });
  });

  it.each([
    ['PDF_FAILED', 502, false],
    ['PDF_TIMEOUT', 504, false],
    ['PDF_TOO_LONG', 422, true],
    ['PDF_UNAVAILABLE', 503, true],
  ] as const)('%s answers %i and is permanent: %s', (code, status, permanent) => {
    const failure = new PdfFailure(code);
    expect(ERROR_CODES[code].status).toBe(status);
    expect(failure.permanent).toBe(permanent);
    expect(errorBody(failure)).toEqual({ code, message: ERROR_CODES[code].message });
  });

  it('turns any other error into PDF_FAILED caused by it, and leaves a PdfFailure as it is', () => {
    const timeout = new PdfFailure('PDF_TIMEOUT');
    expect(PdfFailure.from(timeout)).toBe(timeout);
    const other = new Error('PDF_TOO_LONG');
    // A plain error is never read by its message: whatever it says, it is a failed print.
    expect(PdfFailure.from(other)).toMatchObject({ code: 'PDF_FAILED', cause: other });
  });

  it("is rebuilt from a Bull job's failedReason, the message it was thrown with", () => {
    for (const code of PDF_FAILURE_CODES) {
      const reason = new PdfFailure(code).message;
      expect(PdfFailure.fromReason(reason)).toMatchObject({ name: 'PdfFailure', code });
    }
    // Bull's own reasons (a job stalled too often) and a missing one: a failed print.
    expect(PdfFailure.fromReason('job stalled more than allowable limit')).toMatchObject({ code: 'PDF_FAILED' });
    expect(PdfFailure.fromReason(undefined)).toMatchObject({ code: 'PDF_FAILED' });
  });
});
