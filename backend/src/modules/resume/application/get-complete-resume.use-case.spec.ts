import type { User } from '@resume/contracts';
import { emptyResume, Resume, ResumeSections } from '../domain/resume';
import { GetCompleteResume } from './get-complete-resume.use-case';
import { ResumeRepository } from './ports/resume.repository';
import { ProvisionResume } from './provision-resume.use-case';

class InMemoryResumes extends ResumeRepository {
  readonly rows: Resume[] = [];
  sectionQueries = 0;
  async create(resume: Resume) {
    this.rows.push(resume);
  }
  async findByUserId(userId: string) {
    return this.rows.find((r) => r.userId === userId) ?? null;
  }
  async markUpdated(userId: string, at: Date) {
    const resume = await this.findByUserId(userId);
    if (resume) resume.lastUpdated = at;
    return resume;
  }
  async listSections(): Promise<ResumeSections> {
    this.sectionQueries++;
    return { experiences: [], education: [], skills: [], projects: [], certifications: [] };
  }
}

describe('GetCompleteResume', () => {
  const user = { id: 'u1', username: 'jane' } as User;

  it('returns the resume with the user and its sections', async () => {
    const resumes = new InMemoryResumes();
    await new ProvisionResume(resumes).execute('u1', new Date('2026-01-02T03:04:05Z'));
    const result = await new GetCompleteResume(resumes).execute(user);
    expect(result).toEqual({
      resume: {
        id: resumes.rows[0].id,
        userId: 'u1',
        summary: null,
        lastUpdated: new Date('2026-01-02T03:04:05.000Z'),
        font: 'Inter',
        theme: 'blue',
        language: 'en',
        sectionHeadings: {},
      },
      user,
      experiences: [],
      education: [],
      skills: [],
      projects: [],
      certifications: [],
    });
  });

  it('provisions at most one resume per user', async () => {
    const resumes = new InMemoryResumes();
    const provision = new ProvisionResume(resumes);
    await provision.execute('u1', new Date());
    await provision.execute('u1', new Date());
    expect(resumes.rows).toHaveLength(1);
    expect(resumes.rows[0]).toMatchObject(emptyResume(resumes.rows[0].id, 'u1', resumes.rows[0].lastUpdated, 'en'));
  });

  it('answers RESUME_NOT_FOUND for a user without one', async () => {
    await expect(new GetCompleteResume(new InMemoryResumes()).execute(user)).rejects.toMatchObject({
      code: 'RESUME_NOT_FOUND',
    });
  });
});
