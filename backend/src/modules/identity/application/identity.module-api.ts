import type { PersonalField, Plan, User } from '@resume/contracts';

/** An account as other modules read it: the contracts' User, with when paid access last ended (for servesPaidFeatures). */
export interface Account extends User {
  plan: Plan;
  /** Null while the plan gives paid access, or if it never ended (docs/decisions/0036-plan-lapse.md). */
  paidAccessEndedAt: Date | null;
}

/** The personal fields another module fills in (a JSON Resume import, LinkedIn): never the username or the e-mail. */
export type ProfileFields = Partial<Record<Exclude<PersonalField, 'username' | 'email'>, string | null>>;

/** The domains module's names on an account (docs/decisions/0023-custom-domains.md); absent keys stay as they are. */
export type DomainNames = Partial<Pick<User, 'subdomain' | 'customDomain' | 'domainSecurityCode'>>;

/**
 * What other modules read and ask of the accounts, in the contracts' types (their bridges import this class and
 * nothing else of identity: docs/decisions/0058-one-seam-per-module.md). Answered by
 * adapters/in/identity.module-api-adapter.ts through the identity use cases.
 */
export abstract class IdentityModuleApi {
  abstract account(userId: string): Promise<Account | null>;
  /** By sign-in address in its canonical form (docs/decisions/0033): billing's webhooks and the admin command. */
  abstract accountByEmail(email: string): Promise<Account | null>;
  /** As PATCH /api/user changes them, with its checks. */
  abstract updateProfile(userId: string, fields: ProfileFields): Promise<void>;
  /** Billing's decision (docs/decisions/0016-billing.md); joins the running transaction. */
  abstract setSubscription(
    userId: string,
    subscription: { plan: Plan; subscriptionStatus: string | null },
  ): Promise<void>;
  /** DomainError LINKEDIN_ACCOUNT_TAKEN when another account is connected to the same LinkedIn member. */
  abstract setLinkedInId(userId: string, linkedinId: string | null): Promise<void>;
  /** DomainError SUBDOMAIN_TAKEN, NAME_RECENTLY_USED (docs/decisions/0036-plan-lapse.md). */
  abstract setDomainNames(userId: string, names: DomainNames): Promise<void>;
}
