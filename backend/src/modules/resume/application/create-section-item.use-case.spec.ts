import { RESUME_LIMITS } from '@resume/contracts';
import { CreateSectionItem } from './create-section-item.use-case';
import { resumeFakes } from './testing/in-memory-ports';

describe('CreateSectionItem', () => {
  const setup = () => {
    const f = resumeFakes();
    return { ...f, create: new CreateSectionItem(f.items, f.changes) };
  };
  const job = (title: string) => ({ title, company: 'Engines', startDate: '2020-01' });

  it('adds the item last, whatever order the client sent, and marks the resume updated', async () => {
    const { create, items, resumes } = setup();
    await create.execute('u1', 'experiences', job('First'));
    const second = await create.execute('u1', 'experiences', { ...job('Second'), order: 0 } as never);
    expect(second.order).toBe(1);
    expect(items.orderOf('experiences', 'u1', 'title')).toEqual(['First', 'Second']);
    expect(resumes.rows[0].lastUpdated.getTime()).toBeGreaterThan(0);
  });

  it('adds a skill last in its own category', async () => {
    const { create } = setup();
    await create.execute('u1', 'skills', { name: 'TS', category: 'Languages' });
    await create.execute('u1', 'skills', { name: 'Go', category: 'Languages' });
    expect((await create.execute('u1', 'skills', { name: 'Git', category: 'Tools' })).order).toBe(0);
  });

  it('refuses an end before the start (END_BEFORE_START) and stores nothing', async () => {
    const { create, items, resumes } = setup();
    const badEnd = (async () => create.execute('u1', 'experiences', { ...job('X'), endDate: '2019-01' }))();
    await expect(badEnd).rejects.toMatchObject({
      code: 'END_BEFORE_START',
    });
    expect(items.rows).toHaveLength(0);
    expect(resumes.rows[0].lastUpdated.getTime()).toBe(0);
  });

  it(`refuses more than ${RESUME_LIMITS.itemsPerSection.certifications} certifications (SECTION_FULL)`, async () => {
    const { create, items } = setup();
    for (let i = 0; i < RESUME_LIMITS.itemsPerSection.certifications; i++)
      await create.execute('u1', 'certifications', { name: `C${i}`, issuer: 'I' });
    await expect(create.execute('u1', 'certifications', { name: 'one more', issuer: 'I' })).rejects.toMatchObject({
      code: 'SECTION_FULL',
    });
    expect(items.rows).toHaveLength(RESUME_LIMITS.itemsPerSection.certifications);
  });

  it('answers RESUME_NOT_FOUND for a user without a resume', async () => {
    const { create, items } = setup();
    await expect(create.execute('u2', 'experiences', job('X'))).rejects.toMatchObject({ code: 'RESUME_NOT_FOUND' });
    expect(items.rows).toHaveLength(0);
  });
});
