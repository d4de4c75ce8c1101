import type { User } from '@resume/contracts';
import { CreateFilter } from './create-filter.use-case';
import { GetFilteredResume } from './get-filtered-resume.use-case';
import { tailoringFakes } from './testing/in-memory-ports';

describe('GetFilteredResume', () => {
  const setup = async () => {
    const f = tailoringFakes();
    const filter = await new CreateFilter(f.filters, f.tags, f.transaction, f.clock).execute('a', {
      name: 'F',
      tags: ['Node'],
    });
    return { filter, preview: new GetFilteredResume(f.filters, f.resume) };
  };

  it('previews the resume through the filter', async () => {
    const { filter, preview } = await setup();
    const tailored = await preview.execute({ id: 'a' } as User, filter.id);
    expect(tailored.experiences.map((e) => e.id)).toEqual(['e0']);
    expect(tailored.projects).toEqual([]);
    expect(tailored.filter).toEqual(filter);
  });

  it("answers RESUME_NOT_FOUND for another user's filter", async () => {
    const { filter, preview } = await setup();
    await expect(preview.execute({ id: 'b' } as User, filter.id)).rejects.toMatchObject({ code: 'RESUME_NOT_FOUND' });
  });
});
