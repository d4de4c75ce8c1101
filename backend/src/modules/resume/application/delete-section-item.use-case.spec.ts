import { CreateSectionItem } from './create-section-item.use-case';
import { DeleteSectionItem } from './delete-section-item.use-case';
import { resumeFakes } from './testing/in-memory-ports';

describe('DeleteSectionItem', () => {
  it('deletes the user’s item and closes the gap; anyone else’s is NOT_FOUND', async () => {
    const { items, changes } = resumeFakes();
    const create = new CreateSectionItem(items, changes);
    const ids = [];
    for (const title of ['A', 'B', 'C']) ids.push((await create.execute('u1', 'projects', { name: title })).id);
    const del = new DeleteSectionItem(items, changes);
    await del.execute('u1', 'projects', ids[1]);
    expect(items.orderOf('projects', 'u1', 'name')).toEqual(['A', 'C']);
    expect(items.orderOf('projects', 'u1', 'order')).toEqual([0, 1]);
    await expect(del.execute('u2', 'projects', ids[0])).rejects.toMatchObject({ code: 'RESUME_NOT_FOUND' });
    await expect(del.execute('u1', 'projects', 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(del.execute('u1', 'experiences', ids[0])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(items.rows).toHaveLength(2);
  });
});
