import type { CompleteResume, Experience, Project } from '@resume/contracts';
import { newFilter } from './filter';
import { tailorResume } from './tailored-resume';

const experience = (id: string, tags: string[]) => ({ id, tags }) as unknown as Experience;
const project = (id: string, tags: string[]) => ({ id, tags }) as unknown as Project;

const RESUME = {
  resume: { id: 'r1' },
  user: { id: 'u1' },
  experiences: [experience('e1', ['React']), experience('e2', []), experience('e3', ['Go', 'react'])],
  projects: [project('p1', []), project('p2', ['React'])],
  education: [{ id: 'ed1' }],
  skills: [{ id: 's1' }],
  certifications: [{ id: 'c1' }],
} as unknown as CompleteResume;

const filterOn = (tags: string[]) => newFilter('f1', 'u1', { name: 'F', tags }, ['React', 'Go'], new Date());

describe('tailorResume', () => {
  it('keeps the experiences and projects that carry a tag of the filter, in their order; untagged ones are left out', () => {
    const tailored = tailorResume(RESUME, filterOn(['React']));
    expect(tailored.experiences.map((e) => e.id)).toEqual(['e1', 'e3']);
    expect(tailored.projects.map((p) => p.id)).toEqual(['p2']);
    expect(tailored.filter).toMatchObject({ id: 'f1', tags: ['React'] });
  });

  it('shows education, skills and certifications whole', () => {
    const { education, skills, certifications, resume, user } = tailorResume(RESUME, filterOn(['Go']));
    expect({ education, skills, certifications, resume, user }).toEqual({
      education: RESUME.education,
      skills: RESUME.skills,
      certifications: RESUME.certifications,
      resume: RESUME.resume,
      user: RESUME.user,
    });
  });

  it('tailors nothing with a filter without tags', () => {
    const tailored = tailorResume(RESUME, filterOn([]));
    expect([tailored.experiences, tailored.projects]).toEqual([RESUME.experiences, RESUME.projects]);
  });
});
