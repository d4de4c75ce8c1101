import type { ShareLinkReading } from '@resume/contracts';
import { renderHook } from '@testing-library/react';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { openedLine, timeReadLine } from './reading-words';

const reading = (over: Partial<ShareLinkReading> = {}): ShareLinkReading => ({
  id: 'l1',
  firstOpenedAt: null,
  lastOpenedAt: null,
  notifyOnOpen: true,
  readVisits: 0,
  readSeconds: 0,
  averageDepth: null,
  ...over,
});

describe('the reading words', () => {
  const t = renderHook(() => useShareManagerT()).result.current;
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('says when a link was last opened, its views and downloads', () => {
    const opened = reading({ lastOpenedAt: '2026-11-27T10:00:00Z' });
    expect(openedLine(t, { viewCount: 3, downloadCount: 1 }, opened, now)).toBe(
      'Opened 2 hours ago · 3 views · 1 download',
    );
    expect(openedLine(t, { viewCount: 1, downloadCount: 0 }, undefined, now)).toBe(
      'Not opened yet · 1 view · 0 downloads',
    );
  });

  it('gives the average and total time read and the depth, nothing before any reading', () => {
    expect(timeReadLine(t, reading({ readVisits: 2, readSeconds: 160, averageDepth: 80 }))).toBe(
      '1 min 20 s average · 2 min 40 s total read · read to 80 %',
    );
    expect(timeReadLine(t, reading())).toBeNull();
    expect(timeReadLine(t, undefined)).toBeNull();
  });

  it('writes durations in seconds, minutes and hours', () => {
    const line = (seconds: number) => timeReadLine(t, reading({ readVisits: 1, readSeconds: seconds }));
    expect([line(45), line(60), line(7260)]).toEqual([
      '45 s average · 45 s total read',
      '1 min average · 1 min total read',
      '2 h 1 min average · 2 h 1 min total read',
    ]);
  });
});
