import type { CompleteResume } from '@resume/contracts';

const user = {
  id: 'u1',
  name: 'Ada Example',
  username: 'ada',
  title: 'Backend Engineer',
  email: 'ada@example.com',
  phone: null,
  location: 'Berlin',
  linkedin: null,
  github: null,
  website: null,
  plan: 'premium',
  subscriptionStatus: 'active',
  domain: null,
  customDomain: null,
  domainSecurityCode: null,
  subdomain: null,
  linkedinId: null,
  publicPage: true,
  showEmail: true,
  showPhone: true,
  showLocation: true,
  interfaceLanguage: null,
} as const;

/**
 * A backend engineer's resume: Go and Kubernetes as tags, PostgreSQL only inside a description, Terraform in a
 * project, a skill 'k8s' (the dictionary's Kubernetes) and an AWS certification.
 */
export const BACKEND_RESUME: CompleteResume = {
  user: { ...user },
  resume: {
    id: 'r1',
    summary: 'Backend engineer who builds payment systems in Go and Java.',
    lastUpdated: '2026-11-01T00:00:00.000Z',
    font: 'Inter',
    theme: 'blue',
    language: 'en',
    sectionHeadings: {},
  },
  experiences: [
    {
      id: 'e1',
      title: 'Senior Engineer',
      company: 'PayCo',
      location: null,
      startDate: '2021-01',
      endDate: null,
      current: true,
      description: '- Moved the ledger to PostgreSQL 15\n- Ran 40 services on k8s with GitHub Actions pipelines',
      tags: ['Go', 'Kubernetes', 'Payments'],
      order: 0,
    },
    {
      id: 'e2',
      title: 'Software Engineer',
      company: 'ShopCo',
      location: null,
      startDate: '2017-03',
      endDate: '2020-12',
      current: false,
      description: 'Java services and a Redis cache for the checkout.',
      tags: ['Java', 'Backend'],
      order: 1,
    },
    {
      id: 'e3',
      title: 'Support Agent',
      company: 'HelpCo',
      location: null,
      startDate: '2015-01',
      endDate: '2017-02',
      current: false,
      description: 'Answered customers.',
      tags: ['Support'],
      order: 2,
    },
  ],
  education: [],
  skills: [
    { id: 's1', category: 'Platforms', name: 'k8s', level: 4, proficiency: null, order: 0 },
    { id: 's2', category: 'Languages', name: 'SQL', level: 4, proficiency: null, order: 1 },
  ],
  projects: [
    {
      id: 'p1',
      name: 'Homelab',
      url: null,
      description: 'Terraform modules for a small AWS account.',
      year: '2023',
      tags: ['Infrastructure'],
      order: 0,
    },
  ],
  certifications: [
    {
      id: 'c1',
      name: 'AWS Certified Developer – Associate',
      issuer: 'Amazon Web Services',
      issueDate: null,
      expirationDate: null,
      url: null,
      order: 0,
    },
  ],
};
