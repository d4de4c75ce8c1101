import { defaultLayout } from '@resume/contracts';
import type { CompleteResume, Experience, Template, User } from '@resume/contracts';

/** An account as other modules read it (contracts User): Ada on the premium plan, public page on, email hidden. */
export const anAccount = (fields: Partial<User> = {}): User => ({
  id: 'u1',
  name: 'Ada',
  username: 'ada',
  title: 'Engineer',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  location: 'London',
  linkedin: null,
  github: null,
  website: 'ada.dev',
  plan: 'premium',
  subscriptionStatus: 'active',
  domain: null,
  customDomain: null,
  domainSecurityCode: null,
  subdomain: null,
  linkedinId: null,
  publicPage: true,
  showEmail: false,
  showPhone: true,
  showLocation: true,
  interfaceLanguage: null,
  ...fields,
});

/** An experience tagged `tags`, for tailoring rules. */
export const anExperience = (id: string, tags: string[], fields: Partial<Experience> = {}): Experience => ({
  id,
  title: `Title ${id}`,
  company: `Company ${id}`,
  location: null,
  startDate: '2020-01',
  endDate: null,
  current: false,
  description: null,
  tags,
  order: 0,
  ...fields,
});

/** The user's complete resume: a summary and two experiences, 'math' (e1) and 'food' (e2). */
export const aCompleteResume = (user: User = anAccount(), summary = 'Now'): CompleteResume => ({
  resume: {
    id: `r-${user.id}`,
    summary,
    lastUpdated: '2026-01-01T00:00:00.000Z',
    font: 'Inter',
    theme: 'blue',
    language: 'en',
    sectionHeadings: {},
  },
  user,
  experiences: [anExperience('e1', ['math'], { order: 0 }), anExperience('e2', ['food'], { order: 1 })],
  education: [],
  skills: [],
  projects: [],
  certifications: [],
});

/** A user's template (or a preset with userId -1). */
export const aTemplate = (id: string, fields: Partial<Template> = {}): Template => ({
  id,
  userId: 'u1',
  isDefault: false,
  primaryColor: '#2563EB',
  secondaryColor: '#3B82F6',
  font: 'Inter',
  pageMargin: '0.25',
  accentStyle: 'border-left',
  companyName: null,
  logoImage: null,
  headerImage: null,
  layout: defaultLayout(),
  ...fields,
});
