import { DeleteShareLink } from './delete-share-link.use-case';
import { aShareLink, sharingFakes } from './testing/in-memory-ports';

describe('DeleteShareLink', () => {
  const setup = () => {
    const fakes = sharingFakes();
    return { ...fakes, useCase: new DeleteShareLink(fakes.links, fakes.freezer, fakes.transaction) };
  };

  it('deletes the owner’s link and its frozen version when no other link shows it', async () => {
    const { useCase, links, freezer, owner, snapshots } = setup();
    const frozen = await freezer.freeze(aShareLink(), owner, new Date());
    links.rows.push(aShareLink({ frozen }), aShareLink({ id: 'l2', shareableId: 'pub-l2' }));
    await useCase.execute('u1', 'l1');
    expect(links.rows.map((l) => l.id)).toEqual(['l2']);
    expect(snapshots.rows.size).toBe(0);
  });

  it('keeps a version another link still shows', async () => {
    const { useCase, links, freezer, owner, snapshots } = setup();
    const frozen = await freezer.freeze(aShareLink(), owner, new Date());
    snapshots.inUse.add(frozen.snapshotId);
    links.rows.push(aShareLink({ frozen }));
    await useCase.execute('u1', 'l1');
    expect(snapshots.rows.has(frozen.snapshotId)).toBe(true);
  });

  it('answers NOT_FOUND for another user’s link and leaves it', async () => {
    const { useCase, links } = setup();
    links.rows.push(aShareLink({ userId: 'u2' }));
    await expect(useCase.execute('u1', 'l1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(useCase.execute('u1', 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(links.rows).toHaveLength(1);
  });
});
