import { CreateFilter } from './create-filter.use-case';
import { tailoringFakes } from './testing/in-memory-ports';
import { UpdateFilter } from './update-filter.use-case';

describe('UpdateFilter', () => {
  const setup = async () => {
    const f = tailoringFakes();
    const filter = await new CreateFilter(f.filters, f.tags, f.transaction, f.clock).execute('a', {
      name: 'F',
      tags: ['React'],
    });
    return { ...f, filter, update: new UpdateFilter(f.filters, f.tags, f.transaction, f.clock) };
  };

  it('updates the sent fields only', async () => {
    const { update, filter } = await setup();
    expect(await update.execute('a', filter.id, { id: filter.id, font: 'Lato', name: undefined })).toEqual({
      ...filter,
      font: 'Lato',
      updatedAt: expect.any(Date),
    });
  });

  it('refuses a different body id (VALIDATION_FAILED), a tag not on the resume (UNKNOWN_TAG), another user (NOT_FOUND)', async () => {
    const { update, filter, filters } = await setup();
    await expect(update.execute('a', filter.id, { id: 'other', name: 'G' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(update.execute('a', filter.id, { tags: ['Go'] })).rejects.toMatchObject({ code: 'UNKNOWN_TAG' });
    await expect(update.execute('b', filter.id, { name: 'G' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(filters.rows).toEqual([filter]);
  });
});
