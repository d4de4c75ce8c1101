import { ImportLinkedInExport } from './import-linkedin-export.use-case';
import { LinkedInExportImport } from './linkedin-export-import';
import { aPositionRow, exportZip, linkedinFakes } from './testing/in-memory-ports';

describe('ImportLinkedInExport', () => {
  const setup = () => {
    const f = linkedinFakes();
    const useCase = new ImportLinkedInExport(new LinkedInExportImport(f.archive, f.accounts, f.resume), f.transaction);
    return { ...f, useCase };
  };
  const zip = exportZip({
    'Profile.csv': [{ 'First Name': 'Ada', 'Last Name': 'Lovelace', Summary: 'Counts things.' }],
    'Positions.csv': [aPositionRow()],
    'Skills.csv': [{ Name: 'Mathematics' }],
  });

  it('adds the items and fills the empty fields; a second import adds nothing', async () => {
    const { useCase, resume, accounts } = setup();
    const first = await useCase.execute('u1', zip, false);
    expect(first).toMatchObject({ mode: 'import', success: true, added: { experiences: 1, skills: 1 } });
    expect(resume.resume.experiences).toMatchObject([{ company: 'Engines' }]);
    expect(resume.resume.resume.summary).toBe('Counts things.');
    expect(accounts.rows.get('u1')?.name).toBe('Ada Lovelace');
    const second = await useCase.execute('u1', zip, false);
    expect(second.added).toMatchObject({ experiences: 0, skills: 0 });
    expect(second.alreadyThere).toMatchObject({ experiences: 1, skills: 1 });
    expect(resume.resume.experiences).toHaveLength(1);
  });

  it('keeps a name the person typed unless told to overwrite', async () => {
    const { useCase, accounts } = setup();
    await accounts.updateProfile('u1', { name: 'Augusta' });
    await useCase.execute('u1', zip, false);
    expect(accounts.rows.get('u1')?.name).toBe('Augusta');
    await useCase.execute('u1', zip, true);
    expect(accounts.rows.get('u1')?.name).toBe('Ada Lovelace');
  });

  it('answers LINKEDIN_EXPORT_EMPTY for an archive without any known file, changing nothing', async () => {
    const { useCase, transaction } = setup();
    await expect(useCase.execute('u1', exportZip({}), false)).rejects.toMatchObject({ code: 'LINKEDIN_EXPORT_EMPTY' });
    expect(transaction.runs).toBe(0);
  });
});
