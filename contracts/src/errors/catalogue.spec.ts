import { ERROR_CODES } from './error-codes';
import { RESUME_LIMITS } from '../constants/limits';
import { FILTER_LIMITS, TEMPLATE_LIMITS } from '../dto/tailoring.dto';

describe('error catalogue', () => {
  it('states the tag limit it enforces', () => {
    expect(ERROR_CODES.TOO_MANY_TAGS.message).toContain(String(RESUME_LIMITS.tagsPerItem));
  });

  it('states the filter and template limits it enforces', () => {
    expect(ERROR_CODES.FILTER_LIMIT_REACHED.message).toContain(` ${FILTER_LIMITS.perUser} `);
    expect(ERROR_CODES.TEMPLATE_LIMIT_REACHED.message).toContain(` ${TEMPLATE_LIMITS.perUser} `);
  });

  it('gives every code a client or server error status and a message', () => {
    for (const [code, { status, message }] of Object.entries(ERROR_CODES)) {
      expect([code, status >= 400 && status < 600]).toEqual([code, true]);
      expect(message.length).toBeGreaterThan(5);
    }
  });
});
