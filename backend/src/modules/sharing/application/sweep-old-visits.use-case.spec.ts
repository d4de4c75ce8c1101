import { SHARE_ANALYTICS } from '@resume/contracts';
import { dayOf } from '../domain/share-link';
import { SweepOldVisits } from './sweep-old-visits.use-case';
import { sharingFakes } from './testing/in-memory-ports';

const DAY = 24 * 60 * 60 * 1000;

describe('SweepOldVisits', () => {
  it(`deletes the visits of days older than ${SHARE_ANALYTICS.days} days plus one, keeps the rest`, async () => {
    const { analytics, clock } = sharingFakes();
    const at = (daysAgo: number) => new Date(clock.now().getTime() - daysAgo * DAY);
    await analytics.recordView('l1', 'old', at(SHARE_ANALYTICS.days + 1));
    await analytics.recordView('l1', 'edge', at(SHARE_ANALYTICS.days));
    await analytics.recordView('l1', 'new', at(1));
    expect(await new SweepOldVisits(analytics, clock).execute()).toBe(1);
    expect(analytics.sweptBefore).toBe(dayOf(at(SHARE_ANALYTICS.days)));
    expect(analytics.views.map((v) => v.visitorHash)).toEqual(['edge', 'new']);
  });
});
