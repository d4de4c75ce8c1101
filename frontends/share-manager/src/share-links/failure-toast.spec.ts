import { ERROR_CODES, MESSAGES } from '@resume/contracts';
import { ApiError } from '@resume/platform/testing';
import { failureToast } from './failure-toast';

const answer = (status: number, code: string, message: string) =>
  new ApiError(status, '', JSON.stringify({ code, message }), { code, message } as never);

describe('the failure toast of a share-link change', () => {
  it.each(['SNAPSHOT_LIMIT_REACHED', 'SHARE_LINK_LIMIT_REACHED'] as const)(
    'says what to do when a limit is reached (%s)',
    (code) => {
      const { message } = ERROR_CODES[code];
      expect(failureToast(MESSAGES.shareLinks.createFailed, answer(409, code, message))).toEqual({
        ...MESSAGES.shareLinks.createFailed,
        description: message,
        variant: 'destructive',
      });
    },
  );

  it("keeps the catalogue's text for any other failure", () => {
    expect(failureToast(MESSAGES.shareLinks.updateFailed, answer(500, 'INTERNAL', 'Boom.'))).toEqual({
      ...MESSAGES.shareLinks.updateFailed,
      variant: 'destructive',
    });
    expect(failureToast(MESSAGES.shareLinks.refreshFailed, new TypeError('network'))).toEqual({
      ...MESSAGES.shareLinks.refreshFailed,
      variant: 'destructive',
    });
  });
});
