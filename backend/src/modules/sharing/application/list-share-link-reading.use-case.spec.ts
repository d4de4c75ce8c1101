import { ListShareLinkReading } from './list-share-link-reading.use-case';
import { InMemoryLinkReadings } from './testing/in-memory-ports';

describe('ListShareLinkReading', () => {
  it("lists the user's opened and read links with totals and average depth, never another user's", async () => {
    const readings = new InMemoryLinkReadings();
    readings.linkOwners.set('link-1', 'owner-1').set('link-2', 'owner-2');
    const at = new Date('2026-11-27T10:00:00Z');
    await readings.markOpened('link-1', 'owner-1', at);
    await readings.markOpened('link-2', 'owner-2', at);
    await readings.record({ visitId: 'v1', shareLinkId: 'link-1', seconds: 60, depth: 50 }, 20);
    await readings.record({ visitId: 'v2', shareLinkId: 'link-1', seconds: 30, depth: 100 }, 20);

    expect(await new ListShareLinkReading(readings).execute('owner-1')).toEqual([
      {
        id: 'link-1',
        firstOpenedAt: at.toISOString(),
        lastOpenedAt: at.toISOString(),
        notifyOnOpen: true,
        readVisits: 2,
        readSeconds: 90,
        averageDepth: 75,
      },
    ]);
  });
});
