import { SHARE_LINK_EXPIRY } from '@resume/contracts';
import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { ImmediateTransaction } from '../../../shared/testing/immediate-transaction';
import { InMemoryOwned } from '../../../shared/testing/in-memory-owned';
import { aShareLink } from '../domain/testing/share-links';
import type { ShareLink } from '../domain/share-link';
import type { ShareCodeGuesses } from './ports/share-code-guesses';
import { ShareFreezer } from './share-freezer';
import { FakeSharedContent } from './testing/in-memory-ports';
import { UpdateShareLink } from './update-share-link.use-case';

const DAY = 24 * 60 * 60 * 1000;

/** The link controls of Edit (docs/decisions/0054): pause, resume, set and clear an expiry; the owner's link only. */
function setup() {
  const clock = new AdjustableClock();
  const links = new InMemoryOwned<ShareLink>();
  const created = new Date(clock.now().getTime() - DAY);
  links.rows = [aShareLink(created), aShareLink(created, { id: 'l2', userId: 'u2', shareableId: 's2' })];
  const resets: string[] = [];
  const guesses = { reset: async (id: string) => void resets.push(id) } as unknown as ShareCodeGuesses;
  const content = new FakeSharedContent([], new Map());
  // Live links only here: the freezer is asked to release nothing (no snapshot store needed).
  const freezer = new ShareFreezer(content, {} as never);
  const update = new UpdateShareLink(links, content, clock, guesses, new ImmediateTransaction(), freezer);
  return { clock, links, resets, update, row: (id = 'l1') => links.rows.find((l) => l.id === id)! };
}

describe('UpdateShareLink: link controls', () => {
  it('pauses (keeping the first moment), resumes, and leaves the code, counts and lock alone', async () => {
    const { clock, update, row, resets } = setup();
    const before = clock.now().getTime();
    const pausedAt = (await update.execute('u1', 'l1', { paused: true })).link.pausedAt!;
    expect(pausedAt.getTime()).toBeGreaterThanOrEqual(before);
    clock.advance(60_000);
    await update.execute('u1', 'l1', { paused: true });
    expect(row().pausedAt).toEqual(pausedAt);
    await update.execute('u1', 'l1', { noindex: true });
    expect([row().pausedAt, row().noindex]).toEqual([pausedAt, true]);
    await update.execute('u1', 'l1', { paused: false });
    expect(row().pausedAt).toBeNull();
    expect(resets).toEqual([]);
  });

  it(`sets an expiry after now and at most ${SHARE_LINK_EXPIRY.maxDays} days ahead, and clears it with null`, async () => {
    const { clock, update, row } = setup();
    const at = new Date(clock.now().getTime() + 2 * DAY);
    await update.execute('u1', 'l1', { expiresAt: at.toISOString() });
    expect(row().expiresAt).toEqual(at);
    await update.execute('u1', 'l1', { allowPdfDownload: true });
    expect(row().expiresAt).toEqual(at);
    await update.execute('u1', 'l1', { expiresAt: null });
    expect(row().expiresAt).toBeNull();
  });

  it('refuses an expiry in the past or too far ahead and saves nothing of the request', async () => {
    const { clock, update, row } = setup();
    const far = new Date(clock.now().getTime() + (SHARE_LINK_EXPIRY.maxDays + 1) * DAY).toISOString();
    const past = new Date(clock.now().getTime() - 1).toISOString();
    for (const expiresAt of [far, past]) {
      await expect(update.execute('u1', 'l1', { expiresAt, paused: true, noindex: true })).rejects.toMatchObject({
        code: 'SHARE_LINK_EXPIRY_INVALID',
      });
    }
    expect([row().expiresAt, row().pausedAt, row().noindex]).toEqual([null, null, false]);
  });

  it("answers another person's link as not found and leaves it as it was", async () => {
    const { update, row } = setup();
    await expect(update.execute('u1', 'l2', { paused: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(row('l2').pausedAt).toBeNull();
  });
});
