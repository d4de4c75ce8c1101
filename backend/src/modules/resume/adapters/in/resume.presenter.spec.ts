import type { User } from '@resume/contracts';
import { emptyResume } from '../../domain/resume';
import { toCompleteResumeJson } from './resume.presenter';

describe('resume presenter', () => {
  it('shows the whole resume without the owner id, its time as ISO text, in the order the API always had', () => {
    const user = { id: 'u1', username: 'jane' } as User;
    const sections = { experiences: [], education: [], skills: [], projects: [], certifications: [] };
    const resume = emptyResume('r1', 'u1', new Date('2026-01-02T03:04:05Z'), 'en');
    const json = toCompleteResumeJson({ resume, user, ...sections });
    expect(JSON.stringify(json)).toBe(
      JSON.stringify({
        resume: {
          id: 'r1',
          summary: null,
          lastUpdated: '2026-01-02T03:04:05.000Z',
          font: 'Inter',
          theme: 'blue',
          language: 'en',
          sectionHeadings: {},
        },
        user,
        ...sections,
      }),
    );
  });
});
