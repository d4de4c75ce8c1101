import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { emptyResume } from '../domain/resume';
import { ImportJsonResume } from './import-json-resume.use-case';
import { OwnerProfile } from './ports/owner-profile';
import { ResumeRepository } from './ports/resume.repository';
import { SectionItemRepository } from './ports/section-item.repository';
import { ResumeChanges } from './resume-changes';

/** Records every write and whether it ran inside the transaction. */
function setup(failProfile = false) {
  const log: string[] = [];
  let inTransaction = false;
  const transaction = new (class extends TransactionRunner {
    async run<T>(work: () => Promise<T>) {
      inTransaction = true;
      try {
        return await work();
      } catch (error) {
        log.push('rollback');
        throw error;
      } finally {
        inTransaction = false;
      }
    }
  })();
  const note = (what: string) => log.push(`${what}${inTransaction ? '' : ' OUTSIDE'}`);
  const resumes = {
    markUpdated: async (userId: string, at: Date) => (note('markUpdated'), emptyResume('r1', userId, at, 'en')),
  } as unknown as ResumeRepository;
  const items = { replaceAllOwned: async () => note('replaceAll') } as unknown as SectionItemRepository;
  const profile = {
    replace: async () => {
      note('profile');
      if (failProfile) throw new Error('down');
    },
  } as unknown as OwnerProfile;
  const useCase = new ImportJsonResume(items, profile, new ResumeChanges(resumes, transaction, new AdjustableClock()));
  return { log, useCase };
}

describe('ImportJsonResume', () => {
  it('writes the resume, the sections and the profile in one transaction', async () => {
    const { log, useCase } = setup();
    const result = await useCase.execute('u1', { work: [{ name: 'A', position: 'P', startDate: '2020-01' }] });
    expect(result).toEqual({
      success: true,
      counts: { experiences: 1, education: 0, skills: 0, projects: 0, certifications: 0 },
      adjustments: [],
    });
    expect(log).toEqual(['markUpdated', 'replaceAll', 'profile']);
  });

  it('writes nothing for an invalid document', async () => {
    const { log, useCase } = setup();
    await expect(useCase.execute('u1', { work: [{ position: 'P' }] })).rejects.toMatchObject({
      code: 'INVALID_JSON_RESUME',
    });
    expect(log).toEqual([]);
  });

  it('rolls back when a later write fails', async () => {
    const { log, useCase } = setup(true);
    await expect(useCase.execute('u1', {})).rejects.toThrow('down');
    expect(log).toEqual(['markUpdated', 'replaceAll', 'profile', 'rollback']);
  });
});
