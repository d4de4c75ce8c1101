import type { CustomDomain } from '../../domain/custom-domain';

export abstract class DomainRepository {
  abstract find(userId: string): Promise<CustomDomain | null>;
  /** Insert or replace the account's one domain. DomainError DOMAIN_TAKEN when another account has it verified. */
  abstract save(domain: CustomDomain): Promise<void>;
  abstract remove(userId: string): Promise<void>;
  /** The account whose verified domain this is, or null (pending and failed claims own nothing). */
  abstract verifiedOwnerOf(domain: string): Promise<string | null>;
  abstract anyVerified(): Promise<boolean>;
  /** Domains never looked up or last looked up before `checkedBefore`, oldest check first, at most `limit`. */
  abstract checkedBefore(checkedBefore: Date, limit: number): Promise<CustomDomain[]>;
}
