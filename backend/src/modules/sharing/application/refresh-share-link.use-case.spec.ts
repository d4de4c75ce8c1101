import { aCompleteResume } from '../../../shared/testing/resume-fixtures';
import { RefreshShareLink } from './refresh-share-link.use-case';
import { aShareLink, sharingFakes } from './testing/in-memory-ports';

describe('RefreshShareLink', () => {
  const setup = () => {
    const fakes = sharingFakes();
    const { links, content, freezer, transaction, clock } = fakes;
    return { ...fakes, useCase: new RefreshShareLink(links, content, freezer, transaction, clock) };
  };

  it('freezes the resume as it is now and lets the old version go', async () => {
    const { useCase, links, freezer, owner, content, snapshots } = setup();
    const before = await freezer.freeze(aShareLink(), owner, new Date(0));
    links.rows.push(aShareLink({ frozen: before, filterId: 'f1' }));
    content.resumes.set('u1', aCompleteResume(owner, 'Changed'));
    const refreshed = await useCase.execute('u1', 'l1');
    expect(refreshed.filterName).toBe('Math jobs');
    const after = links.rows[0].frozen!;
    expect(after.snapshotId).not.toBe(before.snapshotId);
    expect((await snapshots.content(after.snapshotId))?.resume.summary).toBe('Changed');
    expect(snapshots.rows.has(before.snapshotId)).toBe(false);
  });

  it('freezes a live link', async () => {
    const { useCase, links } = setup();
    links.rows.push(aShareLink());
    expect((await useCase.execute('u1', 'l1')).link.frozen).not.toBeNull();
    expect(links.rows[0].frozen).not.toBeNull();
  });

  it('answers NOT_FOUND for another user’s link', async () => {
    const { useCase, links } = setup();
    links.rows.push(aShareLink({ userId: 'u2' }));
    await expect(useCase.execute('u1', 'l1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(links.rows[0].frozen).toBeNull();
  });
});
