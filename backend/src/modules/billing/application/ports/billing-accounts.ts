import type { BillingAccount } from '../../domain/subscription-state';

/** billing_accounts and billing_events. */
export abstract class BillingAccounts {
  abstract findByUser(userId: string): Promise<BillingAccount | null>;
  abstract findByCustomer(customerId: string): Promise<BillingAccount | null>;
  /** Creates the user's (empty) account unless it exists; outside any transaction, so concurrent first calls do not deadlock. */
  abstract ensure(userId: string, now: Date): Promise<void>;
  /**
   * Inside a transaction: takes the account's row until the transaction ends (an UPDATE: a row lock on
   * MySQL/MariaDB; sql.js runs one transaction at a time) and returns it as it is now. Null when it does not exist.
   */
  abstract hold(userId: string): Promise<BillingAccount | null>;
  abstract save(account: BillingAccount): Promise<void>;
  /** Records a provider event id inside the running transaction; false when it was recorded before. */
  abstract recordEvent(eventId: string, type: string, at: Date): Promise<boolean>;
  /** Accounts with a live subscription whose period ended before `now` (oldest first): to be re-read. */
  abstract pastPeriodEnd(now: Date, limit: number): Promise<BillingAccount[]>;
  /** Deletes event ids recorded before `before`; returns how many. */
  abstract sweepEvents(before: Date): Promise<number>;
}
