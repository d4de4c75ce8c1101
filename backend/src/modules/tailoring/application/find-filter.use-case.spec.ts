import { CreateFilter } from './create-filter.use-case';
import { FindFilter } from './find-filter.use-case';
import { tailoringFakes } from './testing/in-memory-ports';

describe('FindFilter', () => {
  it('finds one of the user’s filters, and nobody else’s', async () => {
    const f = tailoringFakes();
    const filter = await new CreateFilter(f.filters, f.tags, f.transaction, f.clock).execute('a', { name: 'F' });
    const find = new FindFilter(f.filters);
    expect(await find.execute('a', filter.id)).toEqual(filter);
    expect(await find.execute('b', filter.id)).toBeNull();
  });
});
