import type { LinkedInProfileField, User } from '@resume/contracts';

/** The accounts (identity module): the member id and the personal fields sync and import fill. */
export abstract class LinkedInAccounts {
  abstract find(userId: string): Promise<User | null>;
  /** DomainError LINKEDIN_ACCOUNT_TAKEN when another account has the member id. */
  abstract setLinkedInId(userId: string, linkedinId: string | null): Promise<void>;
  abstract updateProfile(userId: string, patch: Partial<Record<LinkedInProfileField, string>>): Promise<void>;
}
