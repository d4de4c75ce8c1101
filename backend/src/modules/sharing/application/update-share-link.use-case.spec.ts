import { SHARE_LINK_EXPIRY } from '@resume/contracts';
import { UpdateShareLink } from './update-share-link.use-case';
import { aShareLink, InMemoryCodeGuesses, sharingFakes } from './testing/in-memory-ports';

describe('UpdateShareLink', () => {
  const setup = () => {
    const fakes = sharingFakes();
    const { links, content, clock, transaction, freezer } = fakes;
    const guesses = new InMemoryCodeGuesses(links);
    return { ...fakes, guesses, useCase: new UpdateShareLink(links, content, clock, guesses, transaction, freezer) };
  };

  it('sets a new code, which reopens a locked link and clears every wrong-code count', async () => {
    const { useCase, links, guesses } = setup();
    links.rows.push(aShareLink({ securityCode: '1234', failedAttempts: 18, lockedAt: new Date(0) }));
    guesses.clients.set('l1|203.0.113.7', { failures: 3, waits: 1, waitUntil: new Date(Date.now() + 60_000) });
    const updated = await useCase.execute('u1', 'l1', { securityCode: '5678' });
    expect(links.rows[0]).toMatchObject({ securityCode: '5678', failedAttempts: 0, lockedAt: null });
    expect(guesses.clients.size).toBe(0);
    expect(updated.warnings).toEqual(['PUBLIC_PAGE_ON']);
  });

  it('changes noindex and PDF download only, keeping the code and its counts', async () => {
    const { useCase, links, guesses } = setup();
    links.rows.push(aShareLink({ securityCode: '1234', failedAttempts: 2 }));
    await useCase.execute('u1', 'l1', { noindex: true, allowPdfDownload: true });
    expect(links.rows[0]).toMatchObject({
      securityCode: '1234',
      failedAttempts: 2,
      noindex: true,
      allowPdfDownload: true,
    });
    expect(guesses.resets).toEqual([]);
  });

  it('freezes a live link and lets the version go when it is made live again', async () => {
    const { useCase, links, snapshots } = setup();
    links.rows.push(aShareLink());
    const frozen = (await useCase.execute('u1', 'l1', { mode: 'frozen' })).link.frozen!;
    expect(snapshots.rows.has(frozen.snapshotId)).toBe(true);
    // Asking for frozen again keeps its own version.
    expect((await useCase.execute('u1', 'l1', { mode: 'frozen' })).link.frozen?.snapshotId).toBe(frozen.snapshotId);
    await useCase.execute('u1', 'l1', { mode: 'live' });
    expect(links.rows[0].frozen).toBeNull();
    expect(snapshots.rows.size).toBe(0);
  });

  it('answers NOT_FOUND for another user’s link, and a mismatched body id', async () => {
    const { useCase, links } = setup();
    links.rows.push(aShareLink({ userId: 'u2' }));
    await expect(useCase.execute('u1', 'l1', { noindex: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(links.rows[0].noindex).toBe(false);
    links.rows.push(aShareLink({ id: 'l2' }));
    await expect(useCase.execute('u1', 'l2', { id: 'l1', noindex: true })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(links.rows[1].noindex).toBe(false);
  });
});

const DAY = 24 * 60 * 60 * 1000;

/** The link controls of Edit (docs/decisions/0054): pause, resume, set and clear an expiry; the owner's link only. */
describe('UpdateShareLink: link controls', () => {
  const setup = () => {
    const { links, content, clock, transaction, freezer } = sharingFakes();
    const created = new Date(clock.now().getTime() - DAY);
    links.rows.push(
      aShareLink({ createdAt: created, updatedAt: created }),
      aShareLink({ id: 'l2', userId: 'u2', shareableId: 'pub-l2', createdAt: created, updatedAt: created }),
    );
    const guesses = new InMemoryCodeGuesses(links);
    const update = new UpdateShareLink(links, content, clock, guesses, transaction, freezer);
    return { clock, guesses, update, row: (id = 'l1') => links.rows.find((l) => l.id === id)! };
  };

  it('pauses (keeping the first moment), resumes, and leaves the code, counts and lock alone', async () => {
    const { clock, update, row, guesses } = setup();
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
    expect(guesses.resets).toEqual([]);
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
