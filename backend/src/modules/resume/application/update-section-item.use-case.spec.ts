import { CreateSectionItem } from './create-section-item.use-case';
import { UpdateSectionItem } from './update-section-item.use-case';
import { resumeFakes } from './testing/in-memory-ports';

describe('UpdateSectionItem', () => {
  const setup = () => {
    const f = resumeFakes();
    return {
      ...f,
      create: new CreateSectionItem(f.items, f.changes),
      update: new UpdateSectionItem(f.items, f.changes),
    };
  };

  it('changes the fields sent only, never the order', async () => {
    const { create, update, items } = setup();
    const job = await create.execute('u1', 'experiences', { title: 'A', company: 'C', startDate: '2020-01' });
    const next = await update.execute('u1', 'experiences', job.id, { title: 'B', order: 9 } as never);
    expect(next).toMatchObject({ title: 'B', company: 'C', order: 0 });
    expect(items.orderOf('experiences', 'u1', 'title')).toEqual(['B']);
  });

  it('moves a skill put in another category to the end there and closes the old gap', async () => {
    const { create, update, items } = setup();
    const ts = await create.execute('u1', 'skills', { name: 'TS', category: 'Lang' });
    await create.execute('u1', 'skills', { name: 'Go', category: 'Lang' });
    await create.execute('u1', 'skills', { name: 'Git', category: 'Tools' });
    const moved = await update.execute('u1', 'skills', ts.id, { category: 'Tools' });
    expect(moved.order).toBe(1);
    const go = items.rows.find((r) => (r.item as { name?: string }).name === 'Go')!;
    expect(go.item.order).toBe(0);
  });

  it('answers NOT_FOUND for anyone else’s item and VALIDATION_FAILED for another id in the body, END_BEFORE_START for a bad end', async () => {
    const { create, update, items } = setup();
    const job = await create.execute('u1', 'experiences', { title: 'A', company: 'C', startDate: '2020-01' });
    await expect(update.execute('u1', 'experiences', 'nope', { title: 'X' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const mismatched = (async () => update.execute('u1', 'experiences', job.id, { id: 'other', title: 'X' }))();
    await expect(mismatched).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      extras: { details: [{ field: 'id' }] },
    });
    await expect(update.execute('u1', 'experiences', job.id, { endDate: '2019-01' })).rejects.toMatchObject({
      code: 'END_BEFORE_START',
    });
    expect(items.orderOf('experiences', 'u1', 'title')).toEqual(['A']);
  });
});
