import { JSON_RESUME_SCHEMA, readJsonResume, toJsonResume, toMonth, toYear } from './json-resume';

const details = {
  name: 'Jane',
  title: null,
  phone: null,
  location: 'Berlin',
  website: null,
  linkedin: 'https://l.in/j',
  github: null,
  email: 'j@x.io',
};

describe('JSON Resume', () => {
  it('writes only what is set, skills grouped by category in list order', () => {
    const doc = toJsonResume({
      details,
      summary: null,
      sections: {
        experiences: [
          {
            id: 'e',
            order: 0,
            title: 'Dev',
            company: 'Acme',
            location: null,
            startDate: '2020-01',
            endDate: '2021-01',
            current: true,
            description: null,
            tags: [],
          },
        ],
        education: [],
        skills: [
          { id: 'a', category: 'Lang', name: 'Go', level: 5, proficiency: null, order: 0 },
          { id: 'b', category: 'Tools', name: 'Git', level: 3, proficiency: null, order: 0 },
          { id: 'c', category: 'Lang', name: 'TS', level: 4, proficiency: null, order: 1 },
        ],
        projects: [],
        certifications: [],
      },
      settings: { language: 'de', sectionHeadings: {} },
    });
    expect(doc).toEqual({
      $schema: JSON_RESUME_SCHEMA,
      meta: { language: 'de' },
      basics: {
        name: 'Jane',
        email: 'j@x.io',
        location: { address: 'Berlin' },
        profiles: [{ network: 'LinkedIn', url: 'https://l.in/j' }],
      },
      work: [{ name: 'Acme', position: 'Dev', startDate: '2020-01' }],
      education: [],
      skills: [
        { name: 'Lang', keywords: ['Go', 'TS'], levels: [5, 4] },
        { name: 'Tools', keywords: ['Git'], levels: [3] },
      ],
      projects: [],
      certificates: [],
    });
  });

  it('truncates full dates to months and years', () => {
    expect(toMonth('2024-03-15')).toBe('2024-03');
    expect(toMonth('2024-03')).toBe('2024-03');
    expect(toYear('2024-03-15')).toBe('2024');
    expect(toYear('Expected 2027')).toBe('Expected 2027');
  });

  it('reads work without an end date as current, and lists shape problems with paths', () => {
    const read = readJsonResume({
      work: [{ name: 'A', position: 'P', startDate: '2020-01-02' }, 3],
      skills: {},
      basics: { profiles: [{ network: 'GitHub', url: 'g' }] },
    });
    expect(read.items).toEqual([
      {
        section: 'experiences',
        fields: { company: 'A', title: 'P', startDate: '2020-01', current: true },
        paths: expect.objectContaining({ title: 'work[0].position' }),
      },
    ]);
    expect(read.details.github).toBe('g');
    expect(read.detailPaths.github).toBe('basics.profiles[0].url');
    expect(read.problems).toEqual([
      { field: 'work[1]', problem: 'must be an object' },
      { field: 'skills', problem: 'must be a list' },
    ]);
    expect(readJsonResume([]).problems).toEqual([{ field: '(document)', problem: 'must be a JSON object' }]);
  });
});
