import type { User } from '@resume/contracts';

/** An account, and whether its paid features still serve visitors (docs/decisions/0036-plan-lapse.md). */
export interface DomainAccount extends User {
  servesPaidFeatures: boolean;
}

/** The accounts (identity module): who a person is, and the domain names kept on their account. */
export abstract class DomainAccounts {
  abstract find(userId: string): Promise<DomainAccount | null>;
  /** The account that claimed the subdomain, or null. */
  abstract ownerOfSubdomain(subdomain: string): Promise<string | null>;
  /** Absent keys stay. DomainError SUBDOMAIN_TAKEN when another account holds the subdomain. */
  abstract setNames(
    userId: string,
    names: Partial<Pick<User, 'subdomain' | 'customDomain' | 'domainSecurityCode'>>,
  ): Promise<void>;
}
