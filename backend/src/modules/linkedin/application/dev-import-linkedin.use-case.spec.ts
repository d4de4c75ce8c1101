import { anAccount } from '../../../shared/testing/resume-fixtures';
import { DevImportLinkedIn } from './dev-import-linkedin.use-case';
import { LinkedInExportImport } from './linkedin-export-import';
import { SyncLinkedInProfile } from './sync-linkedin-profile.use-case';
import { linkedinFakes } from './testing/in-memory-ports';

describe('DevImportLinkedIn', () => {
  const setup = () => {
    const f = linkedinFakes('simulation');
    const sync = new SyncLinkedInProfile(f.config, f.clock, f.connections, f.cipher, f.provider, f.accounts);
    const useCase = new DevImportLinkedIn(
      f.transaction,
      sync,
      new LinkedInExportImport(f.archive, f.accounts, f.resume),
    );
    return { ...f, useCase };
  };

  it('fills the simulated profile and adds the sample items once', async () => {
    const { useCase, resume, accounts } = setup();
    const user = anAccount({ linkedinId: 'dev-u1', name: null });
    const first = await useCase.execute(user);
    expect(first).toMatchObject({ success: true, added: { experiences: 2, education: 1, skills: 3 } });
    expect(accounts.rows.get('u1')?.name).toBe('Alex Morgan');
    expect((await useCase.execute(user)).added).toMatchObject({ experiences: 0, education: 0, skills: 0 });
    expect(resume.resume.experiences).toHaveLength(2);
  });

  it('answers LINKEDIN_NOT_CONNECTED before connecting', async () => {
    const { useCase, transaction } = setup();
    await expect(useCase.execute(anAccount())).rejects.toMatchObject({ code: 'LINKEDIN_NOT_CONNECTED' });
    expect(transaction.runs).toBe(0);
  });
});
