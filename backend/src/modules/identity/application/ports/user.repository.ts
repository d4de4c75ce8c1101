import type { DomainNames, ProfilePatch, Subscription, User } from '../../domain/user';

export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  /** Usernames equal to base or of the form base-N, held or released (released_names), to pick a free one. */
  abstract usernamesLike(base: string): Promise<string[]>;
  /** Whether another account (not exceptUserId) already uses the value. */
  abstract isUsernameTaken(username: string, exceptUserId: string): Promise<boolean>;
  abstract isEmailTaken(email: string, exceptUserId: string): Promise<boolean>;
  /** Throws DomainError USERNAME_TAKEN / EMAIL_TAKEN when a unique value was taken meanwhile. */
  abstract create(user: User): Promise<void>;
  abstract updateProfile(id: string, patch: ProfilePatch, updatedAt: Date): Promise<void>;
  /** The plan and status, and when paid access ended (User.paidAccessEndedAt). */
  abstract updateSubscription(
    id: string,
    subscription: Subscription & Pick<User, 'paidAccessEndedAt'>,
    updatedAt: Date,
  ): Promise<void>;
  /** Throws DomainError LINKEDIN_ACCOUNT_TAKEN when another account holds the LinkedIn member id. */
  abstract setLinkedInId(id: string, linkedinId: string | null, updatedAt: Date): Promise<void>;
  /** Throws DomainError SUBDOMAIN_TAKEN when another account holds the subdomain. */
  abstract setDomainNames(id: string, names: DomainNames, updatedAt: Date): Promise<void>;
}
