/** Test data of the LinkedIn specs: an account and the status answers of its states. */
import type { LinkedInStatusResponse, User } from '@resume/contracts';

export const ada: User = {
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
};

export function status(overrides: Partial<LinkedInStatusResponse> = {}): LinkedInStatusResponse {
  return {
    connected: false,
    linkedinId: null,
    mode: 'simulation',
    canConnect: true,
    canSync: false,
    connectedAt: null,
    tokenExpiresAt: null,
    ...overrides,
  };
}
