import { SetLinkReadNotices } from './set-link-read-notices.use-case';
import { aLink, InMemoryLinkReadings, InMemoryShareLinks } from './testing/in-memory-ports';

describe('SetLinkReadNotices', () => {
  it("switches the owner's link and answers its reading; another user's link is NOT_FOUND and unchanged", async () => {
    const links = new InMemoryShareLinks();
    links.rows.push(aLink());
    const readings = new InMemoryLinkReadings();
    const set = new SetLinkReadNotices(links, readings);

    expect(await set.execute('owner-1', 'link-1', false)).toMatchObject({ id: 'link-1', notifyOnOpen: false });
    expect(await readings.linkNotifies('link-1')).toBe(false);
    await expect(set.execute('stranger', 'link-1', true)).rejects.toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(await readings.linkNotifies('link-1')).toBe(false);
    expect(await set.execute('owner-1', 'link-1', true)).toMatchObject({ notifyOnOpen: true });
  });
});
