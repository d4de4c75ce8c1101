import { anAccount } from '../../../shared/testing/resume-fixtures';
import { BACKEND_EN, DATA_EN } from '../domain/testing/postings';
import { CreateFilterForJob } from './create-filter-for-job.use-case';
import { MatchJob } from './match-job.use-case';
import { FakeResumeToMatch, InMemoryJobFilters } from './testing/in-memory-ports';

describe('CreateFilterForJob', () => {
  const setup = () => {
    const filters = new InMemoryJobFilters();
    return { filters, useCase: new CreateFilterForJob(new MatchJob(new FakeResumeToMatch()), filters) };
  };

  it('makes a filter of the tags the match suggests, under the given name, whatever tags a client would send', async () => {
    const { useCase, filters } = setup();
    const input = { posting: BACKEND_EN, name: 'Payments job', tags: ['Cooking'] } as never;
    const { filter, match } = await useCase.execute(anAccount(), input);
    expect(filter).toMatchObject({ name: 'Payments job', tags: ['Go', 'Backend', 'Infrastructure'] });
    expect(match.score).toBe(74);
    expect(filters.rows).toMatchObject([{ userId: 'u1', tags: ['Go', 'Backend', 'Infrastructure'] }]);
  });

  it('answers JOB_MATCH_NO_TAGS when no tag covers a term, making no filter', async () => {
    const { useCase, filters } = setup();
    await expect(useCase.execute(anAccount(), { posting: DATA_EN, name: 'Data' })).rejects.toMatchObject({
      code: 'JOB_MATCH_NO_TAGS',
    });
    expect(filters.rows).toHaveLength(0);
  });

  it('keeps the tailoring module’s filter limit', async () => {
    const { useCase, filters } = setup();
    filters.limit = 0;
    await expect(useCase.execute(anAccount(), { posting: BACKEND_EN, name: 'X' })).rejects.toMatchObject({
      code: 'FILTER_LIMIT_REACHED',
    });
  });
});
