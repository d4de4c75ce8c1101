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
