import type { CompleteResume } from '@resume/contracts';
import { newFilter } from '../../domain/filter';
import { tailorResume } from '../../domain/tailored-resume';
import { toFilteredResumeJson, toFilterJson } from './filter.presenter';

const filter = newFilter(
  'f1',
  'u1',
  { name: 'Frontend', tags: ['React'], primaryColor: '#2563EB' },
  ['React'],
  new Date('2026-01-02T03:04:05Z'),
);

describe('filter presenter', () => {
  it('shows a filter without its owner and timestamps', () => {
    expect(toFilterJson(filter)).toEqual({
      id: 'f1',
      name: 'Frontend',
      tags: ['React'],
      font: null,
      primaryColor: '#2563EB',
      secondaryColor: null,
      accentStyle: null,
      companyName: null,
      logoImage: null,
      headerImage: null,
      language: null,
    });
  });

  it('shows the tailored resume with the filter presented, after the sections', () => {
    const resume = {
      resume: { id: 'r1' },
      user: { id: 'u1' },
      experiences: [],
      education: [],
      skills: [],
      projects: [],
      certifications: [],
    } as unknown as CompleteResume;
    const json = toFilteredResumeJson(tailorResume(resume, filter));
    expect(Object.keys(json)).toEqual([...Object.keys(resume), 'filter']);
    expect(json.filter).toEqual(toFilterJson(filter));
  });
});
