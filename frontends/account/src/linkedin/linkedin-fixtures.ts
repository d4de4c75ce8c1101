/** Test data of the LinkedIn specs: an account and the status answers of its states. */
import type { LinkedInStatusResponse } from '@resume/contracts';
import { aUser } from '@resume/platform/testing';

export const ada = aUser({ plan: 'premium', subscriptionStatus: 'active' });

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
