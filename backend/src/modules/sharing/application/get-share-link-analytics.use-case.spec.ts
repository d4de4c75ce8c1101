import { SHARE_ANALYTICS } from '@resume/contracts';
import { dayOf } from '../domain/share-link';
import { GetShareLinkAnalytics } from './get-share-link-analytics.use-case';
import { aShareLink, sharingFakes } from './testing/in-memory-ports';

const DAY = 24 * 60 * 60 * 1000;

describe('GetShareLinkAnalytics', () => {
  const setup = () => {
    const fakes = sharingFakes();
    fakes.links.rows.push(aShareLink());
    return { ...fakes, useCase: new GetShareLinkAnalytics(fakes.links, fakes.analytics, fakes.clock) };
  };

  it(`lists each of the last ${SHARE_ANALYTICS.days} days, oldest first, zeros included, with the totals`, async () => {
    const { useCase, analytics, clock } = setup();
    const today = dayOf(clock.now());
    const yesterday = dayOf(new Date(clock.now().getTime() - DAY));
    const tooOld = dayOf(new Date(clock.now().getTime() - SHARE_ANALYTICS.days * DAY));
    analytics.dayRows = [
      { linkId: 'l1', date: tooOld, views: 50, uniqueVisitors: 50, downloads: 50 },
      { linkId: 'l1', date: yesterday, views: 3, uniqueVisitors: 2, downloads: 1 },
      { linkId: 'l1', date: today, views: 4, uniqueVisitors: 4, downloads: 0 },
      { linkId: 'l2', date: today, views: 9, uniqueVisitors: 9, downloads: 9 },
    ];
    const figures = await useCase.execute('u1', 'l1');
    expect(figures).toMatchObject({ id: 'l1', views: 7, uniqueVisitors: 6, downloads: 1 });
    expect(figures.days).toHaveLength(SHARE_ANALYTICS.days);
    expect(figures.days.at(-1)).toEqual({ date: today, views: 4, uniqueVisitors: 4, downloads: 0 });
    expect(figures.days.at(-2)?.date).toBe(yesterday);
    expect(figures.days[0]).toMatchObject({ views: 0, uniqueVisitors: 0, downloads: 0 });
    expect(figures.days[0].date > tooOld).toBe(true);
  });

  it('answers NOT_FOUND for another user’s link', async () => {
    const { useCase } = setup();
    await expect(useCase.execute('u2', 'l1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
