import type { CompleteResume } from '@resume/contracts';
import { aUser } from '../../platform/src/testing/user-fixture';

/** A resume with every section filled and hostile input in every field a user types. */
export function fixtureResume(): CompleteResume {
  return {
    resume: {
      id: 'r1',
      summary: 'Builds <b>things</b> & ships them.',
      lastUpdated: '2026-11-01T10:00:00.000Z',
      font: 'Inter',
      theme: 'green',
      language: 'en',
      sectionHeadings: {},
    },
    user: aUser({
      name: 'Ada <script>alert(1)</script> Lovelace',
      title: 'Engineer "lead"',
      phone: '+44 20 7946 0000',
      location: 'London',
      linkedin: 'linkedin.com/in/ada',
      github: 'javascript:alert(1)',
      website: 'https://ada.dev/',
    }),
    experiences: [
      {
        id: 'e2',
        title: 'Second <i>job</i>',
        company: 'Beta',
        location: null,
        startDate: '2022-01',
        endDate: null,
        current: true,
        description: 'Led <img src=x onerror=alert(1)>\n\n- Shipped v2',
        tags: ['go'],
        order: 1,
      },
      {
        id: 'e1',
        title: 'First job',
        company: 'Alpha',
        location: 'Paris',
        startDate: '2019-03',
        endDate: '2021-12',
        current: false,
        description: '- Built the API\n- Cut costs',
        tags: ['react', 'typescript'],
        order: 0,
      },
      {
        id: 'e3',
        title: 'Untagged job',
        company: 'Gamma',
        location: null,
        startDate: '2018-01',
        endDate: '2018-12',
        current: false,
        description: null,
        tags: [],
        order: 2,
      },
    ],
    education: [
      {
        id: 'd1',
        degree: 'BSc',
        institution: 'UCL',
        location: null,
        startDate: '2015',
        endDate: null,
        gpa: '3.9',
        description: null,
        order: 0,
      },
    ],
    skills: [
      { id: 's1', category: 'Technical Skills', name: 'TypeScript', level: 5, proficiency: 5, order: 0 },
      { id: 's2', category: 'Languages', name: 'French', level: 2, proficiency: 2, order: 0 },
      { id: 's3', category: 'Languages', name: 'Dutch', level: 4, proficiency: null, order: 1 },
    ],
    projects: [
      {
        id: 'p1',
        name: 'Compiler',
        url: 'example.com/compiler',
        description: 'Fast',
        year: '2024',
        tags: ['react'],
        order: 0,
      },
      {
        id: 'p2',
        name: 'Evil',
        url: 'JaVaScRiPt:alert(document.cookie)',
        description: null,
        year: null,
        tags: ['go'],
        order: 1,
      },
    ],
    certifications: [
      {
        id: 'c1',
        name: 'CKA',
        issuer: 'CNCF',
        issueDate: '2023-05',
        expirationDate: '2026-05',
        url: 'data:text/html,hi',
        order: 0,
      },
    ],
  };
}
