import { codesMatch } from './share-link';

describe('share link code comparison', () => {
  it('compares codes of any length without throwing', () => {
    expect(codesMatch('1234', '1234')).toBe(true);
    expect(codesMatch('1234', '12345')).toBe(false);
    expect(codesMatch('1234', '')).toBe(false);
  });
});
