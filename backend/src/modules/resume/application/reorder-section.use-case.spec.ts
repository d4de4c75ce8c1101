import { CreateSectionItem } from './create-section-item.use-case';
import { ReorderSection } from './reorder-section.use-case';
import { resumeFakes } from './testing/in-memory-ports';

describe('ReorderSection', () => {
  const setup = async () => {
    const f = resumeFakes();
    const create = new CreateSectionItem(f.items, f.changes);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await create.execute('u1', 'projects', { name })).id);
    return { ...f, ids, reorder: new ReorderSection(f.items, f.changes) };
  };

  it('stores the new order of the whole section and answers it', async () => {
    const { reorder, items, ids } = await setup();
    const listed = await reorder.execute('u1', 'projects', [ids[2], ids[0], ids[1]]);
    expect(listed.map((p) => p.name)).toEqual(['C', 'A', 'B']);
    expect(items.orderOf('projects', 'u1', 'name')).toEqual(['C', 'A', 'B']);
  });

  it.each([
    ['an item missing', (ids: string[]) => [ids[0], ids[1]]],
    ['an item twice', (ids: string[]) => [ids[0], ids[0], ids[1]]],
    ['an unknown id', (ids: string[]) => [ids[0], ids[1], 'x']],
  ])('refuses a list with %s (INVALID_ORDER), changing nothing', async (_case, list) => {
    const { reorder, items, ids } = await setup();
    await expect(reorder.execute('u1', 'projects', list(ids))).rejects.toMatchObject({ code: 'INVALID_ORDER' });
    expect(items.orderOf('projects', 'u1', 'name')).toEqual(['A', 'B', 'C']);
  });
});
