import type { User } from '@resume/contracts';

/**
 * A signed-in account as GET /api/user answers it: Ada on the free plan with a public page and nothing optional
 * filled in; a spec overrides only what its story is about (the plan, a field it edits).
 */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    name: 'Ada Lovelace',
    username: 'ada',
    title: 'Engineer',
    email: 'ada@example.com',
    phone: null,
    location: null,
    linkedin: null,
    github: null,
    website: null,
    plan: 'free',
    subscriptionStatus: null,
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
    ...overrides,
  };
}
