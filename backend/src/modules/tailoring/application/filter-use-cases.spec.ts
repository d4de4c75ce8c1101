import type { User } from '@resume/contracts';
import { FILTER_LIMITS } from '@resume/contracts/dto';
import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { ImmediateTransaction } from '../../../shared/testing/immediate-transaction';
import { CreateFilter } from './create-filter.use-case';
import { DeleteFilter } from './delete-filter.use-case';
import { GetFilteredResume } from './get-filtered-resume.use-case';
import { ListAvailableTags } from './list-available-tags.use-case';
import { ListFilters } from './list-filters.use-case';
import { FakeResumeSource, InMemoryFilters } from './testing/in-memory-ports';
import { UpdateFilter } from './update-filter.use-case';

function setup() {
  const filters = new InMemoryFilters();
  const resume = new FakeResumeSource({
    a: { experiences: [['React', 'Node'], []], projects: [['web']] },
    b: { experiences: [['Go']], projects: [] },
  });
  const tags = new ListAvailableTags(resume);
  const transaction = new ImmediateTransaction();
  const clock = new AdjustableClock();
  return {
    filters,
    transaction,
    tags,
    create: new CreateFilter(filters, tags, transaction, clock),
    update: new UpdateFilter(filters, tags, transaction, clock),
    remove: new DeleteFilter(filters),
    list: new ListFilters(filters),
    preview: new GetFilteredResume(filters, resume),
  };
}

describe('filter use cases', () => {
  it("offers the user's own sorted unique tags", async () => {
    const { tags } = setup();
    expect(await tags.execute('a')).toEqual(['Node', 'React', 'web']);
    expect(await tags.execute('b')).toEqual(['Go']);
  });

  it('creates in one transaction with tags from the resume only', async () => {
    const { create, list, transaction } = setup();
    const filter = await create.execute('a', { name: 'F', tags: ['react', 'WEB'] });
    expect(filter.tags).toEqual(['React', 'web']);
    expect(transaction.runs).toBe(1);
    await expect(create.execute('b', { name: 'F', tags: ['React'] })).rejects.toMatchObject({ code: 'UNKNOWN_TAG' });
    expect(await list.execute('a')).toEqual([filter]);
    expect(await list.execute('b')).toEqual([]);
  });

  it(`refuses filter ${FILTER_LIMITS.perUser + 1}`, async () => {
    const { create } = setup();
    for (let i = 0; i < FILTER_LIMITS.perUser; i++) await create.execute('a', { name: `F${i}` });
    await expect(create.execute('a', { name: 'over' })).rejects.toMatchObject({ code: 'FILTER_LIMIT_REACHED' });
    await expect(create.execute('b', { name: 'other user' })).resolves.toMatchObject({ name: 'other user' });
  });

  it("never touches another user's filter", async () => {
    const { create, update, remove, preview, filters } = setup();
    const filter = await create.execute('a', { name: 'F', tags: ['React'] });
    await expect(update.execute('b', filter.id, { name: 'G' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(remove.execute('b', filter.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(preview.execute({ id: 'b' } as User, filter.id)).rejects.toMatchObject({ code: 'RESUME_NOT_FOUND' });
    expect(filters.rows).toEqual([expect.objectContaining({ id: filter.id, name: 'F' })]);
  });

  it('updates the sent fields and refuses a different body id', async () => {
    const { create, update } = setup();
    const filter = await create.execute('a', { name: 'F', tags: ['React'] });
    await expect(update.execute('a', filter.id, { id: 'other', name: 'G' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await update.execute('a', filter.id, { id: filter.id, font: 'Lato', name: undefined })).toEqual({
      ...filter,
      font: 'Lato',
      updatedAt: expect.any(Date),
    });
  });

  it('previews the resume through the filter', async () => {
    const { create, preview } = setup();
    const filter = await create.execute('a', { name: 'F', tags: ['Node'] });
    const tailored = await preview.execute({ id: 'a' } as User, filter.id);
    expect(tailored.experiences.map((e) => e.id)).toEqual(['e0']);
    expect(tailored.projects).toEqual([]);
    expect(tailored.filter).toEqual(filter);
  });
});
