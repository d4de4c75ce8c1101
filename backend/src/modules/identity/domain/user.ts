import type { Plan, User as UserJson, PersonalField, PrivacySettings } from '@resume/contracts';

/** An account. The personal fields are the user's to change; plan and subscription belong to billing. */
export interface User extends UserJson {
  plan: Plan;
  createdAt: Date;
  updatedAt: Date;
}

/** Every account keeps a username and an e-mail: those two are never cleared. */
export type ProfilePatch = Partial<Record<Exclude<PersonalField, 'username' | 'email'>, string | null>> & {
  username?: string;
  email?: string;
} & Partial<PrivacySettings>; // the page settings (docs/decisions/0013-privacy.md)

/** What a person changes at once; the sign-in address changes only once confirmed from the new address. */
export type PersonalPatch = Omit<ProfilePatch, 'email'>;

/** What billing decides: the plan and the provider's subscription status (spec 4). */
export interface Subscription {
  plan: Plan;
  subscriptionStatus: string | null;
}

/** The domains module's names on the account (docs/decisions/0023-custom-domains.md); absent keys stay as they are. */
export type DomainNames = Partial<Pick<User, 'subdomain' | 'customDomain' | 'domainSecurityCode'>>;
