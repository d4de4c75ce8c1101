import { RESUME_LIMITS } from '@resume/contracts';
import { AddSectionItems } from './add-section-items.use-case';
import { CreateSectionItem } from './create-section-item.use-case';
import { resumeFakes } from './testing/in-memory-ports';

describe('AddSectionItems', () => {
  const setup = () => {
    const f = resumeFakes();
    return { ...f, add: new AddSectionItems(f.items, f.changes) };
  };

  it('appends to several sections and sets the summary in one transaction, answering the counts', async () => {
    const { add, items, resumes, transaction } = setup();
    await new CreateSectionItem(items, resumeFakes().changes).execute('u1', 'skills', { name: 'TS', category: 'Lang' });
    const counts = await add.execute(
      'u1',
      {
        experiences: [{ title: 'A', company: 'C', startDate: '2020-01' }],
        skills: [{ name: 'Go', category: 'Lang' }],
      },
      { summary: 'Imported' },
    );
    expect(counts).toEqual({ experiences: 1, education: 0, skills: 1, projects: 0, certifications: 0 });
    expect(items.orderOf('skills', 'u1', 'name')).toEqual(['TS', 'Go']);
    expect(resumes.rows[0].summary).toBe('Imported');
    expect(transaction.runs).toBe(1);
  });

  it('rolls every addition back when one item breaks a rule', async () => {
    const { add, items, resumes } = setup();
    await expect(
      add.execute(
        'u1',
        {
          experiences: [{ title: 'A', company: 'C', startDate: '2020-01' }],
          certifications: [{ name: 'C', issuer: 'I', issueDate: '2021-01', expirationDate: '2020-01' }],
        },
        { summary: 'Imported' },
      ),
    ).rejects.toMatchObject({ code: 'END_BEFORE_START' });
    expect(items.rows).toHaveLength(0);
    expect(resumes.rows[0].summary).toBeNull();
  });

  it('refuses additions that would overfill a section (SECTION_FULL)', async () => {
    const { add, items } = setup();
    const many = Array.from({ length: RESUME_LIMITS.itemsPerSection.education + 1 }, (_, i) => ({
      institution: `U${i}`,
      degree: 'BSc',
      startDate: '2010',
    }));
    await expect(add.execute('u1', { education: many })).rejects.toMatchObject({ code: 'SECTION_FULL' });
    expect(items.rows).toHaveLength(0);
  });
});
