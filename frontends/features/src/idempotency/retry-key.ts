/**
 * One Idempotency-Key per action of the person, reused when they retry it (docs/decisions/0037). An action is
 * a create with one input: sending the same input again after a failure (the answer lost, a 502/503, 'Failed to
 * save' and Save again) is the retry and carries the same key, so the server answers from the first attempt if it
 * was applied; once an attempt succeeds, or the person sends something else, the next send is a new action with a
 * new key.
 */
import { useState } from 'react';

function newKey(): string {
  // randomUUID needs a secure context (https or localhost); getRandomValues works everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export class RetryKey {
  private pending: { input: string; key: string } | null = null;

  /** The key to send `input` with: the unfinished action's key when `input` is its input again, else a new one. */
  for(input: unknown): string {
    const sent = JSON.stringify(input ?? null);
    if (this.pending?.input !== sent) this.pending = { input: sent, key: newKey() };
    return this.pending.key;
  }

  /** The action succeeded: the next send is a new action. */
  done(): void {
    this.pending = null;
  }
}

/** A RetryKey that lives as long as the component (the form or button the person acts in). */
export function useRetryKey(): RetryKey {
  const [retryKey] = useState(() => new RetryKey());
  return retryKey;
}
