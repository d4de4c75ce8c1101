import type { DomainState } from '@resume/contracts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** Issue 14: a new domain is looked up every 10 minutes for its first 48 hours (DNS takes that long), then daily. */
export const RECHECK = { earlyEveryMs: 10 * MINUTE_MS, earlyForMs: 48 * HOUR_MS, laterEveryMs: 24 * HOUR_MS } as const;

/** A verified domain survives one failed look-up (a DNS provider's hiccup); the second in a row takes it away. */
export const FAILED_CHECKS_BEFORE_LOSS = 2;

/** An account's custom domain and what DNS said about it last. One per account. */
export interface CustomDomain {
  userId: string;
  /** Normalised (domain-name.ts). */
  domain: string;
  state: DomainState;
  verifiedAt: Date | null;
  lastCheckedAt: Date | null;
  /** Failed look-ups in a row since the last success. */
  failures: number;
  createdAt: Date;
}

export function newCustomDomain(userId: string, domain: string, now: Date): CustomDomain {
  return { userId, domain, state: 'pending', verifiedAt: null, lastCheckedAt: null, failures: 0, createdAt: now };
}

/** The domain after one look-up of its TXT record: `proven` when the record holds the account's code. */
export function afterCheck(current: CustomDomain, proven: boolean, now: Date): CustomDomain {
  if (proven) {
    return { ...current, state: 'verified', verifiedAt: current.verifiedAt ?? now, lastCheckedAt: now, failures: 0 };
  }
  const failures = current.failures + 1;
  const keepsVerified = current.state === 'verified' && failures < FAILED_CHECKS_BEFORE_LOSS;
  return {
    ...current,
    state: keepsVerified ? 'verified' : 'failed',
    verifiedAt: keepsVerified ? current.verifiedAt : null,
    lastCheckedAt: now,
    failures,
  };
}

/** Whether the background check should look the domain up now. */
export function isCheckDue(domain: CustomDomain, now: Date): boolean {
  if (domain.lastCheckedAt === null) return true;
  const early = now.getTime() - domain.createdAt.getTime() < RECHECK.earlyForMs;
  const every = early ? RECHECK.earlyEveryMs : RECHECK.laterEveryMs;
  return now.getTime() - domain.lastCheckedAt.getTime() >= every;
}
