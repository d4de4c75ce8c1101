/** What one request for a sign-in link may mail (docs/decisions/0033-one-email-one-account.md). */
export type SignInMailGrant =
  /** Nothing: a mail went to the address less than the interval ago, or the day's ceiling is reached. */
  | { send: false }
  /** A link; `lastOfDayUntil` is set on the day's last one: no further mail before that time. */
  | { send: true; lastOfDayUntil: Date | null };

/**
 * The per-address allowance of sign-in mails: at most one per interval, a ceiling per day. Each call counts one
 * request in one atomic step per counter (increment and read together), so concurrent requests never mail twice.
 */
export abstract class SignInMailQuota {
  abstract take(email: string, now: Date): Promise<SignInMailGrant>;
}
