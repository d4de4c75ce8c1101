import { CreateFilter } from './create-filter.use-case';
import { DeleteFilter } from './delete-filter.use-case';
import { tailoringFakes } from './testing/in-memory-ports';

describe('DeleteFilter', () => {
  it('deletes the user’s filter; another user’s is NOT_FOUND and stays', async () => {
    const f = tailoringFakes();
    const filter = await new CreateFilter(f.filters, f.tags, f.transaction, f.clock).execute('a', { name: 'F' });
    const remove = new DeleteFilter(f.filters);
    await expect(remove.execute('b', filter.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(f.filters.rows).toHaveLength(1);
    await remove.execute('a', filter.id);
    expect(f.filters.rows).toHaveLength(0);
    await expect(remove.execute('a', filter.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
