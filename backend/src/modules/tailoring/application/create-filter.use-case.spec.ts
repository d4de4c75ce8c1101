import { FILTER_LIMITS } from '@resume/contracts/dto';
import { CreateFilter } from './create-filter.use-case';
import { tailoringFakes } from './testing/in-memory-ports';

describe('CreateFilter', () => {
  const setup = () => {
    const f = tailoringFakes();
    return { ...f, create: new CreateFilter(f.filters, f.tags, f.transaction, f.clock) };
  };

  it('creates in one transaction with tags from the user’s resume only, spelt as there', async () => {
    const { create, filters, transaction } = setup();
    const filter = await create.execute('a', { name: 'F', tags: ['react', 'WEB'] });
    expect(filter.tags).toEqual(['React', 'web']);
    expect(transaction.runs).toBe(1);
    await expect(create.execute('b', { name: 'F', tags: ['React'] })).rejects.toMatchObject({ code: 'UNKNOWN_TAG' });
    expect(filters.rows).toEqual([filter]);
  });

  it(`refuses a filter past ${FILTER_LIMITS.perUser} (FILTER_LIMIT_REACHED), for that user only`, async () => {
    const { create } = setup();
    for (let i = 0; i < FILTER_LIMITS.perUser; i++) await create.execute('a', { name: `F${i}` });
    await expect(create.execute('a', { name: 'over' })).rejects.toMatchObject({ code: 'FILTER_LIMIT_REACHED' });
    await expect(create.execute('b', { name: 'other user' })).resolves.toMatchObject({ name: 'other user' });
  });
});
