import {
  DEFAULT_PLAN,
  hasPaidAccess,
  type Plan,
  type User as UserJson,
  type PersonalField,
  type PrivacySettings,
} from '@resume/contracts';
import { NEW_ACCOUNT_PRIVACY } from './privacy';

/** An account. The personal fields are the user's to change; plan and subscription belong to billing. */
export interface User extends UserJson {
  plan: Plan;
  /**
   * When paid access last ended (null while the plan gives it, or if it never did): a payment being retried keeps
   * what visitors see of paid features for LIMITS.planLapseGraceDays from then (docs/decisions/0036-plan-lapse.md).
   */
  paidAccessEndedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** An account as sign-up makes it: the default plan, the new-account page settings, nothing else filled in. */
export function newAccount(id: string, email: string, username: string, now: Date): User {
  return {
    id,
    email,
    username,
    name: null,
    title: null,
    phone: null,
    location: null,
    linkedin: null,
    github: null,
    website: null,
    plan: DEFAULT_PLAN,
    subscriptionStatus: null,
    paidAccessEndedAt: null,
    domain: null,
    customDomain: null,
    domainSecurityCode: null,
    subdomain: null,
    linkedinId: null,
    ...NEW_ACCOUNT_PRIVACY,
    interfaceLanguage: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** Every account keeps a username and an e-mail: those two are never cleared. */
export type ProfilePatch = Partial<Record<Exclude<PersonalField, 'username' | 'email'>, string | null>> & {
  username?: string;
  email?: string;
} & Partial<PrivacySettings> & // the page settings (docs/decisions/0013-privacy.md)
  Partial<Pick<UserJson, 'interfaceLanguage'>>; // the app's language (docs/decisions/0049-app-translations.md)

/** What a person changes at once; the sign-in address changes only once confirmed from the new address. */
export type PersonalPatch = Omit<ProfilePatch, 'email'>;

/** What billing decides: the plan and the provider's subscription status (spec 4). */
export interface Subscription {
  plan: Plan;
  subscriptionStatus: string | null;
}

/** When paid access ended after a change of subscription: now if it just ended, cleared while it lasts. */
export function paidAccessEndedAfter(before: User, after: Subscription, now: Date): Date | null {
  if (hasPaidAccess(after)) return null;
  return hasPaidAccess(before) ? now : before.paidAccessEndedAt;
}

/** The domains module's names on the account (docs/decisions/0023-custom-domains.md); absent keys stay as they are. */
export type DomainNames = Partial<Pick<User, 'subdomain' | 'customDomain' | 'domainSecurityCode'>>;
