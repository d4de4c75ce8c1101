import { ERROR_CODES } from './error-codes';
import { RESUME_LIMITS } from '../constants/limits';

describe('error catalogue', () => {
  it('states the tag limit it enforces', () => {
    expect(ERROR_CODES.TOO_MANY_TAGS.message).toContain(String(RESUME_LIMITS.tagsPerItem));
  });

  it('gives every code a client or server error status and a message', () => {
    for (const [code, { status, message }] of Object.entries(ERROR_CODES)) {
      expect([code, status >= 400 && status < 600]).toEqual([code, true]);
      expect(message.length).toBeGreaterThan(5);
    }
  });
});
