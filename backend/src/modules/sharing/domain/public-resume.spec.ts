import type { CompleteResume, Filter, Template, User } from '@resume/contracts';
import { codedLinkWarnings, hasPublicPage, publicOwner, publicResume, sharedResume } from './public-resume';

const owner = (settings: Partial<User> = {}): User => ({
  id: 'u1',
  name: 'Ada',
  username: 'ada',
  title: 'Engineer',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  location: 'London',
  linkedin: null,
  github: null,
  website: null,
  plan: 'premium',
  subscriptionStatus: 'active',
  domain: null,
  customDomain: null,
  domainSecurityCode: 'dns-secret',
  subdomain: null,
  linkedinId: 'li-123',
  publicPage: true,
  showEmail: true,
  showPhone: true,
  showLocation: true,
  interfaceLanguage: null,
  ...settings,
});

const experience = (id: string, tags: string[]) => ({
  id,
  title: `Title ${id}`,
  company: `Company ${id}`,
  location: null,
  startDate: '2020-01',
  endDate: null,
  current: true,
  description: null,
  tags,
  order: 0,
});
const project = (id: string, tags: string[]) => ({
  id,
  name: `Project ${id}`,
  url: null,
  description: null,
  year: null,
  tags,
  order: 0,
});

const resume = (user: User = owner()): CompleteResume => ({
  resume: {
    id: 'r1',
    summary: 'Summary',
    lastUpdated: '2026-01-01T00:00:00.000Z',
    font: 'Inter',
    theme: 'blue',
    language: 'en',
    sectionHeadings: {},
  },
  user,
  experiences: [experience('kept', ['Math']), experience('hidden', ['food']), experience('untagged', [])],
  education: [
    {
      id: 'd1',
      degree: 'BSc',
      institution: 'UCL',
      location: null,
      startDate: '2015',
      endDate: null,
      gpa: null,
      description: null,
      order: 0,
    },
  ],
  skills: [{ id: 's1', category: 'Technical Skills', name: 'Go', level: 3, proficiency: null, order: 0 }],
  projects: [project('p-kept', ['math']), project('p-hidden', ['secret'])],
  certifications: [],
});

const filter: Filter = { id: 'f1', name: 'Math jobs', tags: ['math'] };

describe('public and shared resumes', () => {
  it('sends the header fields and the public-page switch only: no id, plan, status, domain or account link', () => {
    const sent = publicOwner(owner());
    const account = ['id', 'plan', 'subscriptionStatus', 'domain', 'customDomain', 'domainSecurityCode', 'subdomain'];
    const settings = ['linkedinId', 'showEmail', 'showPhone', 'showLocation'];
    expect([...account, ...settings].filter((key) => key in sent)).toEqual([]);
    expect([sent.email, sent.username, sent.publicPage]).toEqual(['ada@example.com', owner().username, true]);
  });

  it('sends each contact field only when its owner shows it, as null otherwise', () => {
    expect(publicOwner(owner({ showEmail: false }))).toMatchObject({
      email: null,
      phone: '+44 20 7946 0000',
      location: 'London',
    });
    expect(publicOwner(owner({ showPhone: false }))).toMatchObject({
      email: 'ada@example.com',
      phone: null,
      location: 'London',
    });
    expect(publicOwner(owner({ showLocation: false }))).toMatchObject({
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      location: null,
    });
    const none = publicResume(resume(owner({ showEmail: false, showPhone: false, showLocation: false })));
    expect(JSON.stringify(none)).not.toMatch(/ada@example\.com|7946|London/);
  });

  it('tailors a filtered share with the one rule: hidden and untagged items are not in the answer', () => {
    const shared = sharedResume(resume(), filter, null);
    expect(shared.experiences.map((e) => e.id)).toEqual(['kept']);
    expect(shared.projects.map((p) => p.id)).toEqual(['p-kept']);
    expect(shared.filter).toEqual(filter);
    expect(shared.education).toHaveLength(1);
    expect(shared.skills).toHaveLength(1);
    expect(JSON.stringify(shared)).not.toMatch(/hidden|untagged/);
  });

  it('sends the whole resume without a filter, and the template when there is one', () => {
    const template = { id: 'preset-traditional' } as Template;
    const shared = sharedResume(resume(), null, template);
    expect(shared.experiences).toHaveLength(3);
    expect(shared.projects).toHaveLength(2);
    expect(shared).not.toHaveProperty('filter');
    expect(shared.template).toBe(template);
  });

  it('a filter with no tags tailors nothing', () => {
    expect(sharedResume(resume(), { ...filter, tags: [] }, null).experiences).toHaveLength(3);
  });

  it('the public page shows only when its owner keeps it on', () => {
    expect(hasPublicPage(owner())).toBe(true);
    expect(hasPublicPage(owner({ publicPage: false }))).toBe(false);
  });

  it('warns about a coded link only while the public page is on', () => {
    expect(codedLinkWarnings({ securityCode: '1234' }, owner())).toEqual(['PUBLIC_PAGE_ON']);
    expect(codedLinkWarnings({ securityCode: '1234' }, owner({ publicPage: false }))).toEqual([]);
    expect(codedLinkWarnings({ securityCode: null }, owner())).toEqual([]);
  });
});
