import { READING_LIMITS } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { boundReading } from './reading';

const issued = new Date('2026-11-27T10:00:00Z');
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

describe('boundReading', () => {
  it('keeps plausible values as they are', () => {
    expect(boundReading('42', '63', issued, later(60))).toEqual({ seconds: 42, depth: 63 });
  });

  it('clamps the time to the limit and to the time since the page was served, the depth to 100', () => {
    expect(boundReading('999999', '250', issued, later(10 * 60 * 60))).toEqual({
      seconds: READING_LIMITS.maxSeconds,
      depth: 100,
    });
    expect(boundReading('3600', '10', issued, later(60)).seconds).toBe(65);
  });

  it.each([
    ['-1', '10'],
    ['1.5', '10'],
    ['abc', '10'],
    ['10', ''],
    ['1e3', '10'],
    ['1234567890', '1'],
  ])('refuses %p / %p as READ_VISIT_INVALID', (s, d) => {
    expect(() => boundReading(s, d, issued, later(60))).toThrow(DomainError);
    expect(() => boundReading(s, d, issued, later(60))).toThrow(
      expect.objectContaining({ code: 'READ_VISIT_INVALID' }),
    );
  });

  it('refuses values that are not single strings', () => {
    expect(() => boundReading(['1', '2'], '3', issued, later(60))).toThrow(
      expect.objectContaining({ code: 'READ_VISIT_INVALID' }),
    );
    expect(() => boundReading(undefined, '3', issued, later(60))).toThrow(
      expect.objectContaining({ code: 'READ_VISIT_INVALID' }),
    );
  });
});
