import { anAccount } from '../../../shared/testing/resume-fixtures';
import { CreateSectionItem } from './create-section-item.use-case';
import { ExportJsonResume } from './export-json-resume.use-case';
import { resumeFakes } from './testing/in-memory-ports';

describe('ExportJsonResume', () => {
  it('exports the person and the sections in list order as JSON Resume', async () => {
    const { items, changes, resumes } = resumeFakes();
    const create = new CreateSectionItem(items, changes);
    await create.execute('u1', 'experiences', { title: 'Analyst', company: 'Engines', startDate: '2020-01' });
    await create.execute('u1', 'skills', { name: 'TS', category: 'Lang' });
    const json = await new ExportJsonResume(resumes).execute(anAccount());
    expect(json.basics).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
    expect(json.work).toMatchObject([{ name: 'Engines', position: 'Analyst', startDate: '2020-01' }]);
    expect(json.skills?.length).toBe(1);
    await expect(new ExportJsonResume(resumes).execute(anAccount({ id: 'u2' }))).rejects.toMatchObject({
      code: 'RESUME_NOT_FOUND',
    });
  });
});
