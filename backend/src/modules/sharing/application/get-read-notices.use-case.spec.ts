import { READING_LIMITS } from '@resume/contracts';
import { GetReadNotices } from './get-read-notices.use-case';
import { InMemoryReadNotices } from './testing/in-memory-ports';

describe('GetReadNotices', () => {
  it(`answers the account switch and its unread notices, newest first, at most ${READING_LIMITS.noticesListed}`, async () => {
    const notices = new InMemoryReadNotices();
    const base = Date.parse('2026-11-27T00:00:00Z');
    for (let i = 0; i < READING_LIMITS.noticesListed + 5; i += 1)
      await notices.add({
        kind: 'firstOpen',
        userId: 'owner-1',
        shareLinkId: `l${i}`,
        shareableId: `p${i}`,
        linkName: null,
        at: new Date(base + i * 1000),
      });
    await notices.add({
      kind: 'firstOpen',
      userId: 'other',
      shareLinkId: 'x',
      shareableId: 'x',
      linkName: null,
      at: new Date(base),
    });

    const answer = await new GetReadNotices(notices).execute('owner-1');
    expect(answer.notifyOnOpen).toBe(true);
    expect(answer.unread).toHaveLength(READING_LIMITS.noticesListed);
    expect(answer.unread[0].shareLinkId).toBe(`l${READING_LIMITS.noticesListed + 4}`);
    expect(answer.unread.every((n) => n.shareLinkId !== 'x')).toBe(true);
  });
});
