import { NEW_ACCOUNT_PRIVACY } from '../../domain/privacy';
import type { User } from '../../domain/user';

/** A free account as sign-up leaves it, with nothing filled in: specs override what they are about. */
export function newUser(id: string, username: string, email: string, at = new Date(0)): User {
  return {
    id,
    username,
    email,
    name: null,
    title: null,
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
    ...NEW_ACCOUNT_PRIVACY,
    createdAt: at,
    updatedAt: at,
  };
}
