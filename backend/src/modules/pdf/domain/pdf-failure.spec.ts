import { ERROR_CODES } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { PDF_FAILURE_CODES, PdfFailure } from './pdf-failure';

describe('PdfFailure', () => {
  // The filter answers a DomainError by its code and extras alone (the bodies: test/pdf-failures.e2e-spec.ts).
  it('is a DomainError with no extras: its code decides the status and the body, its cause stays in the logs', () => {
    const cause = new Error('Protocol error: Target closed');
    const failure = new PdfFailure('PDF_FAILED', { cause });
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure.cause).toBe(cause);
    expect(failure.extras).toEqual({});
    expect(ERROR_CODES[failure.code].status).toBe(502);
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
    expect([failure.code, failure.message]).toEqual([code, code]);
  });

  it('turns any other error into PDF_FAILED caused by it, and leaves a PdfFailure as it is', () => {
    const timeout = new PdfFailure('PDF_TIMEOUT');
    expect(PdfFailure.from(timeout)).toBe(timeout);
    const code: string = 'PDF_TOO_LONG';
    const other = new Error(code);
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
