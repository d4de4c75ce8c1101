import { SHARE_CODE_ATTEMPTS } from '@resume/contracts';

/**
 * Guessing a link's 4-digit code (docs/decisions/0014-share-code-guessing.md). Two counts, both reset only by the
 * owner's new code: the link's wrong codes from everyone (`failedAttempts`: it bounds the guesses per code and
 * locks the link) and each client address's own wrong codes on the link (its waits, so one visitor's mistakes
 * never make another visitor wait).
 */

/** One client address's wrong codes on one link since the owner last set the code. */
export interface ClientGuesses {
  failures: number;
  /** How many waits this client was given: each wait is twice the one before. */
  waits: number;
  waitUntil: Date | null;
}

export type CodeGate = { state: 'open' } | { state: 'locked' } | { state: 'waiting'; retryAfterSeconds: number };

/** The state change a wrong code brings, which the owner hears about by mail (each one exactly once). */
export type GuessingNotice = 'waiting' | 'locked';

export interface WrongCode {
  /** When it was entered. */
  at: Date;
  /** The link's wrong codes from everyone, this one included. */
  failedAttempts: number;
  lockedAt: Date | null;
  /** The client's count after this code. */
  client: ClientGuesses;
  /** Set when this code made the client wait. */
  retryAfterSeconds?: number;
  /** Set on the one wrong code that brings the link to a level: the count passes each value exactly once. */
  notice?: GuessingNotice;
}

const secondsUntil = (until: Date, now: Date) => Math.ceil((until.getTime() - now.getTime()) / 1000);

/** Whether a code attempt is weighed at all: a locked link and a waiting client refuse even the right code. */
export function codeGate(lockedAt: Date | null, client: ClientGuesses | null, now: Date): CodeGate {
  if (lockedAt) return { state: 'locked' };
  if (client?.waitUntil && client.waitUntil.getTime() > now.getTime()) {
    return { state: 'waiting', retryAfterSeconds: secondsUntil(client.waitUntil, now) };
  }
  return { state: 'open' };
}

/**
 * One more wrong code. The link locks at the 18th from everyone together (18 / 9,000 codes = 0.2 %). Before that,
 * the client waits from its own 3rd wrong code on, or from its first once the link is waiting (6 from everyone):
 * 60 s, then twice the client's previous wait each time.
 */
export function afterWrongCode(linkFailures: number, before: ClientGuesses | null, now: Date): WrongCode {
  const failedAttempts = linkFailures + 1;
  const previous = before ?? { failures: 0, waits: 0, waitUntil: null };
  const failures = previous.failures + 1;
  if (failedAttempts >= SHARE_CODE_ATTEMPTS.lockAfterFailures) {
    return {
      at: now,
      failedAttempts,
      lockedAt: now,
      client: { ...previous, failures },
      ...(failedAttempts === SHARE_CODE_ATTEMPTS.lockAfterFailures ? { notice: 'locked' as const } : {}),
    };
  }
  const notice = failedAttempts === SHARE_CODE_ATTEMPTS.linkWaitAfterFailures ? { notice: 'waiting' as const } : {};
  const waits =
    failures >= SHARE_CODE_ATTEMPTS.freeFailuresPerClient ||
    failedAttempts >= SHARE_CODE_ATTEMPTS.linkWaitAfterFailures;
  if (!waits) return { at: now, failedAttempts, lockedAt: null, client: { ...previous, failures }, ...notice };
  const retryAfterSeconds = SHARE_CODE_ATTEMPTS.firstWaitSeconds * 2 ** previous.waits;
  return {
    at: now,
    failedAttempts,
    lockedAt: null,
    client: { failures, waits: previous.waits + 1, waitUntil: new Date(now.getTime() + retryAfterSeconds * 1000) },
    retryAfterSeconds,
    ...notice,
  };
}
