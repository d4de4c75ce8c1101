import type { AppConfig } from '../../../config/app-config';
import { NoteFirstOpen } from './note-first-open';
import { RecordingMail } from '../../../shared/testing/recording-mail';
import { aLink, FakeSharedContent, InMemoryLinkReadings, InMemoryReadNotices } from './testing/in-memory-ports';

const at = new Date('2026-11-27T11:05:00Z');

function setup() {
  const readings = new InMemoryLinkReadings();
  const notices = new InMemoryReadNotices();
  const content = new FakeSharedContent();
  const mail = new RecordingMail();
  content.addOwner({ id: 'owner-1', email: 'owner@example.com' });
  content.filters.set('filter-1', { id: 'filter-1', name: 'Backend roles', tags: [], userId: 'owner-1' });
  const config = { appUrl: 'https://app.example.test' } as AppConfig;
  return { readings, notices, mail, noteOpen: new NoteFirstOpen(readings, notices, content, mail, config) };
}

describe('NoteFirstOpen', () => {
  it('on the first open mails the owner and leaves one notice naming the link; later opens only move "last opened"', async () => {
    const { readings, notices, mail, noteOpen } = setup();
    const link = aLink({ filterId: 'filter-1' });
    await noteOpen.execute(link, at);
    await noteOpen.execute(link, new Date(at.getTime() + 60_000));

    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: 'owner@example.com', subject: '"Backend roles" was opened' });
    expect(mail.sent[0].text).toContain('https://app.example.test/s/pub-1');
    expect(mail.sent[0].text).toContain('2026-11-27 11:05 UTC');
    expect(mail.sent[0].text).toContain('https://app.example.test/share-links');
    expect(await notices.unread('owner-1', 10)).toEqual([
      expect.objectContaining({
        kind: 'firstOpen',
        shareLinkId: 'link-1',
        shareableId: 'pub-1',
        linkName: 'Backend roles',
      }),
    ]);
    expect(readings.openings.get('link-1')).toMatchObject({
      firstOpenedAt: at,
      lastOpenedAt: new Date(at.getTime() + 60_000),
    });
  });

  it('names a frozen link by its own copy of the filter, the complete resume by none', async () => {
    const { mail, noteOpen } = setup();
    await noteOpen.execute(
      aLink({ frozen: { snapshotId: 's', at, filter: { name: 'Then' } as never, template: null } }),
      at,
    );
    await noteOpen.execute(aLink({ id: 'link-2', shareableId: 'pub-2' }), at);
    expect(mail.sent.map((m) => m.subject)).toEqual(['"Then" was opened', 'Your shared resume was opened']);
  });

  it('records the open but sends nothing when the link or the account has notices off', async () => {
    const { readings, notices, mail, noteOpen } = setup();
    await readings.setLinkNotifies('link-1', 'owner-1', false);
    await noteOpen.execute(aLink(), at);
    await notices.setAccountNotifies('owner-2', false);
    await noteOpen.execute(aLink({ id: 'link-2', userId: 'owner-2' }), at);
    expect([mail.sent, notices.rows]).toEqual([[], []]);
    expect(readings.openings.get('link-1')?.firstOpenedAt).toEqual(at);
    expect(readings.openings.get('link-2')?.firstOpenedAt).toEqual(at);
  });

  it('a mail that fails fails nothing: the notice stays and the call resolves', async () => {
    const { notices, mail, noteOpen } = setup();
    mail.fail = true;
    await expect(noteOpen.execute(aLink(), at)).resolves.toBeUndefined();
    expect(notices.rows).toHaveLength(1);
  });
});
