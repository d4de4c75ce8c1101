import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { MarkReadNotices } from './mark-read-notices.use-case';
import { InMemoryReadNotices } from './testing/in-memory-ports';

describe('MarkReadNotices', () => {
  it("marks the named notices of the user (all when none are named), never another user's", async () => {
    const notices = new InMemoryReadNotices();
    const at = new Date('2026-11-27T10:00:00Z');
    const add = (userId: string, link: string) =>
      notices.add({ kind: 'firstOpen', userId, shareLinkId: link, shareableId: link, linkName: null, at });
    await add('owner-1', 'a');
    await add('owner-1', 'b');
    await add('other', 'c');
    const mark = new MarkReadNotices(notices, new AdjustableClock());

    await mark.execute('owner-1', ['n1', 'n3']);
    expect((await notices.unread('owner-1', 10)).map((n) => n.id)).toEqual(['n2']);
    expect((await notices.unread('other', 10)).map((n) => n.id)).toEqual(['n3']);
    await mark.execute('owner-1', undefined);
    expect(await notices.unread('owner-1', 10)).toEqual([]);
    expect(await notices.unread('other', 10)).toHaveLength(1);
  });
});
