import { ERROR_CODES, MESSAGES } from '@resume/contracts';
import { ApiError } from '../../../platform/src/api/api-client';
import { failureToast } from './failure-toast';

const answer = (status: number, code: string, message: string) =>
  new ApiError(status, '', JSON.stringify({ code, message }), { code, message } as never);

describe('the failure toast of a share-link change', () => {
  it("says what to do when the frozen versions' limit is reached", () => {
    const { message } = ERROR_CODES.SNAPSHOT_LIMIT_REACHED;
    expect(failureToast(MESSAGES.shareLinks.createFailed, answer(409, 'SNAPSHOT_LIMIT_REACHED', message))).toEqual({
      ...MESSAGES.shareLinks.createFailed,
      description: message,
      variant: 'destructive',
    });
  });

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
