import type { CompleteResume, JobMatchResult } from '@resume/contracts';
import { detectLanguage, JOB_MATCH_RULES_VERSION, matchJob } from './job-match';
import { BACKEND_EN, DATA_EN, DEVOPS_FR, FRONTEND_DE, QA_ES } from './testing/postings';
import { BACKEND_RESUME } from './testing/resumes';

/** 'Term:weight' for each found or missing term, in the result's order. */
const terms = (list: { term: string; weight: string }[]) => list.map((t) => `${t.term}:${t.weight}`);

describe('job match', () => {
  describe('an English posting with Requirements and Nice to have headings', () => {
    const result = matchJob({ posting: BACKEND_EN }, BACKEND_RESUME);

    it('finds the required, mentioned and preferred terms, heaviest first', () => {
      expect(terms(result.found)).toEqual([
        'Go:required',
        'Java:required',
        'PostgreSQL:required',
        'Redis:required',
        'Kubernetes:required',
        'AWS:required',
        'GitHub Actions:required',
        'Backend:mentioned',
        'Payments:mentioned',
        'Terraform:preferred',
      ]);
      expect(terms(result.missing)).toEqual([
        'CI/CD:required',
        'Unit testing:required',
        'Apache Kafka:preferred',
        'RabbitMQ:preferred',
        'AWS Certified Solutions Architect:preferred',
      ]);
    });

    it('shows the score with its formula and weights', () => {
      expect(result.score).toBe(74);
      expect(result.formula).toEqual({
        weights: { required: 3, mentioned: 2, preferred: 1 },
        found: { required: 7, mentioned: 2, preferred: 1 },
        total: { required: 9, mentioned: 2, preferred: 4 },
        foundPoints: 26,
        totalPoints: 35,
        expression: '(3×7 + 2×2 + 1×1) / (3×9 + 2×2 + 1×4) = 26 / 35 = 74 %',
      });
    });

    it('says where each term is: a term only inside a description, an alias, a tag, a skill', () => {
      const where = (term: string) => result.found.find((t) => t.term === term)!.foundIn;
      expect(where('PostgreSQL')).toEqual([
        { section: 'experiences', itemId: 'e1', field: 'description', item: 'Senior Engineer, PayCo' },
      ]);
      expect(where('Kubernetes')).toEqual([
        { section: 'experiences', itemId: 'e1', field: 'description', item: 'Senior Engineer, PayCo' },
        { section: 'experiences', itemId: 'e1', field: 'tags', item: 'Senior Engineer, PayCo' },
        { section: 'skills', itemId: 's1', field: 'name', item: 'k8s' },
      ]);
      expect(result.found.find((t) => t.term === 'Kubernetes')!.postingSpellings).toEqual(['Kubernetes', 'k8s']);
      expect(where('AWS').map((l) => `${l.section}/${l.field}`)).toEqual([
        'projects/description',
        'certifications/name',
        'certifications/issuer',
      ]);
      expect(result.found.find((t) => t.term === 'Payments')!.kind).toBe('own');
      expect(result.found.find((t) => t.term === 'AWS')!.kind).toBe('tool');
    });

    it('suggests the tags whose items cover the most found terms, and not the ones that add nothing', () => {
      expect(result.suggestedTags).toEqual([
        { tag: 'Go', covers: ['Go', 'PostgreSQL', 'Kubernetes', 'GitHub Actions', 'Payments'] },
        { tag: 'Backend', covers: ['Java', 'Redis', 'Backend'] },
        { tag: 'Infrastructure', covers: ['AWS', 'Terraform'] },
      ]);
    });

    it('gives the same result twice, with the rules version', () => {
      const again = matchJob({ posting: BACKEND_EN }, structuredClone(BACKEND_RESUME));
      expect(JSON.stringify(again)).toBe(JSON.stringify(result));
      expect(result.rulesVersion).toBe(JOB_MATCH_RULES_VERSION);
      expect(result).toMatchObject({ language: 'en', languageDetected: true });
    });
  });

  it('weighs an English posting without headings by its sentences', () => {
    const result = matchJob({ posting: DATA_EN }, BACKEND_RESUME);
    expect(terms(result.found)).toEqual(['SQL:required']);
    expect(terms(result.missing)).toEqual([
      'Python:required',
      'Pandas:required',
      'A/B testing:mentioned',
      'Marketing:mentioned',
      'Tableau:preferred',
      'Power BI:preferred',
    ]);
    expect([result.score, result.formula.expression]).toEqual([
      20,
      '(3×1 + 2×0 + 1×0) / (3×3 + 2×2 + 1×2) = 3 / 15 = 20 %',
    ]);
    // SQL is a skill: no tagged item holds it, so no tag would make a filter of it.
    expect(result.suggestedTags).toEqual([]);
  });

  describe('a German posting', () => {
    const FRONTEND_RESUME: CompleteResume = {
      ...BACKEND_RESUME,
      user: { ...BACKEND_RESUME.user, title: 'Frontend-Entwicklerin' },
      resume: { ...BACKEND_RESUME.resume, summary: 'Ich baue barrierefreie Oberflächen.' },
      experiences: [
        {
          ...BACKEND_RESUME.experiences[0],
          id: 'x1',
          title: 'Webentwicklerin',
          company: 'Shop GmbH',
          description: 'Umstieg von JavaScript auf TypeScript; Tests mit Jest. Barrierefreiheit nach WCAG 2.1.',
          tags: ['React', 'Frontend'],
        },
        { ...BACKEND_RESUME.experiences[1], id: 'x2', description: 'Newsletter mit HTML und CSS.', tags: ['Web'] },
      ],
      skills: [{ id: 'k1', category: 'Design', name: 'Figma', level: 3, proficiency: null, order: 0 }],
      projects: [],
      certifications: [],
    };
    const result = matchJob({ posting: FRONTEND_DE }, FRONTEND_RESUME);

    it("reads 'Das bringst du mit' as required, 'Wünschenswert' as preferred and the tasks as mentioned", () => {
      expect(result.language).toBe('de');
      expect(terms(result.found)).toEqual([
        'React:required',
        'TypeScript:required',
        'JavaScript:required',
        'HTML:required',
        'CSS:required',
        'Jest:required',
        'Frontend:mentioned',
        'Accessibility:preferred',
        'Figma:preferred',
      ]);
      expect(terms(result.missing)).toEqual([
        'Tailwind CSS:required',
        'Playwright:required',
        'UX:mentioned',
        'Backend:mentioned',
        'Next.js:preferred',
        'GraphQL:preferred',
      ]);
      expect([result.score, result.formula.foundPoints, result.formula.totalPoints]).toEqual([65, 22, 34]);
    });

    it('finds a German spelling of a term inside a description and suggests the tags of those items', () => {
      expect(result.found.find((t) => t.term === 'Accessibility')!.foundIn).toEqual([
        { section: 'experiences', itemId: 'x1', field: 'description', item: 'Webentwicklerin, Shop GmbH' },
      ]);
      expect(result.suggestedTags.map((s) => s.tag)).toEqual(['Frontend', 'Web']);
    });
  });

  it("reads a French 'Profil recherché' as required and 'serait un plus' as preferred", () => {
    const result = matchJob({ posting: DEVOPS_FR }, BACKEND_RESUME);
    expect(result.language).toBe('fr');
    expect(terms([...result.found, ...result.missing])).toEqual([
      'Kubernetes:required',
      'Terraform:mentioned',
      'Linux:required',
      'Docker:required',
      'English:required',
      'DevOps:mentioned',
      'Ansible:mentioned',
      'Prometheus:mentioned',
      'Grafana:mentioned',
      'Certified Kubernetes Administrator:preferred',
    ]);
    expect(result.missing.find((t) => t.term === 'Certified Kubernetes Administrator')!.postingSpellings).toEqual([
      'CKA',
    ]);
  });

  it("reads Spanish 'Requisitos' and 'Se valorará'", () => {
    const result = matchJob({ posting: QA_ES }, BACKEND_RESUME);
    expect(result.language).toBe('es');
    expect(terms(result.found)).toEqual(['Java:required']);
    expect(terms(result.missing)).toEqual(['Selenium:required', 'Cypress:required', 'ISTQB:preferred']);
  });

  it('takes a named language as given', () => {
    const result = matchJob({ posting: FRONTEND_DE, language: 'en' }, BACKEND_RESUME);
    expect(result).toMatchObject({ language: 'en', languageDetected: false });
  });

  it('tells each language by its stop words', () => {
    expect([BACKEND_EN, FRONTEND_DE, DEVOPS_FR, QA_ES].map(detectLanguage)).toEqual(['en', 'de', 'fr', 'es']);
  });

  it("matches case-sensitive names only as written: the verb 'react' and 'go-live' are no terms", () => {
    const result = matchJob(
      { posting: 'You react quickly when we go live, ahead of the go-live. Experience with React is required.' },
      BACKEND_RESUME,
    );
    expect(terms([...result.found, ...result.missing])).toEqual(['React:required']);
  });

  it('has no score when the posting names no known term', () => {
    const result: JobMatchResult = matchJob({ posting: 'We are a friendly team in Hamburg.' }, BACKEND_RESUME);
    expect([result.score, result.found, result.missing, result.formula.expression]).toEqual([
      null,
      [],
      [],
      '(3×0 + 2×0 + 1×0) / (3×0 + 2×0 + 1×0) = 0 / 0 = –',
    ]);
  });

  it("takes the person's own tags and skills as terms, up to three words", () => {
    const resume: CompleteResume = {
      ...BACKEND_RESUME,
      skills: [
        { id: 's9', category: 'Domain', name: 'Open Banking APIs', level: 3, proficiency: null, order: 0 },
        {
          id: 's10',
          category: 'Domain',
          name: 'Core banking system migrations',
          level: 3,
          proficiency: null,
          order: 1,
        },
      ],
    };
    const result = matchJob({ posting: 'Must have: Open Banking APIs and core banking system migrations.' }, resume);
    expect(terms(result.found)).toEqual(['Open Banking APIs:required']);
  });
});
