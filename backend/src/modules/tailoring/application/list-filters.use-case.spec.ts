import { CreateFilter } from './create-filter.use-case';
import { ListFilters } from './list-filters.use-case';
import { tailoringFakes } from './testing/in-memory-ports';

describe('ListFilters', () => {
  it('lists the user’s filters only', async () => {
    const f = tailoringFakes();
    const create = new CreateFilter(f.filters, f.tags, f.transaction, f.clock);
    const mine = await create.execute('a', { name: 'F' });
    await create.execute('b', { name: 'G' });
    expect(await new ListFilters(f.filters).execute('a')).toEqual([mine]);
    expect(await new ListFilters(f.filters).execute('c')).toEqual([]);
  });
});
