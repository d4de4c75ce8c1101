import { LinkedInExportImport } from './linkedin-export-import';
import { PreviewLinkedInExport } from './preview-linkedin-export.use-case';
import { aPositionRow, exportZip, linkedinFakes } from './testing/in-memory-ports';

describe('PreviewLinkedInExport', () => {
  const setup = () => {
    const f = linkedinFakes();
    const useCase = new PreviewLinkedInExport(new LinkedInExportImport(f.archive, f.accounts, f.resume));
    return { ...f, useCase };
  };
  const positions = [aPositionRow()];

  it('shows what an import would add and fill, writing nothing', async () => {
    const { useCase, resume, accounts } = setup();
    const zip = exportZip({
      'Profile.csv': [{ 'First Name': 'Ada', 'Last Name': 'Lovelace', Headline: 'Analyst' }],
      'Positions.csv': positions,
    });
    const preview = await useCase.execute('u1', zip, false);
    expect(preview.mode).toBe('preview');
    expect(preview.filesFound).toEqual(['Profile.csv', 'Positions.csv']);
    expect(preview.profile.filled).toEqual([
      { field: 'name', value: 'Ada Lovelace' },
      { field: 'title', value: 'Analyst' },
    ]);
    expect(preview.sections.experiences.toAdd).toMatchObject([{ company: 'Engines', title: 'Analyst' }]);
    expect(resume.resume.experiences).toHaveLength(0);
    expect(accounts.rows.get('u1')?.name).toBeNull();
  });

  it('answers LINKEDIN_EXPORT_EMPTY for an archive without any known file', async () => {
    const { useCase } = setup();
    await expect(useCase.execute('u1', exportZip({}), false)).rejects.toMatchObject({ code: 'LINKEDIN_EXPORT_EMPTY' });
  });
});
