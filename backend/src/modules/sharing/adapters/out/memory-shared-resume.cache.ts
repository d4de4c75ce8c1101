import { Injectable } from '@nestjs/common';
import { CachedShare, SharedResumeCache } from '../../application/ports/shared-content';

const MAX_ENTRIES = 500;

/**
 * Per-process LRU of assembled shared resumes. Safe with replicas: the key holds the version stamp read from the
 * database on every request, so a change anywhere makes a new key and stale entries simply age out.
 */
@Injectable()
export class MemorySharedResumeCache extends SharedResumeCache {
  private readonly entries = new Map<string, CachedShare<unknown>>();

  get<T>(key: string): CachedShare<T> | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value as CachedShare<T> | undefined;
  }

  set<T>(key: string, value: CachedShare<T>): void {
    this.entries.set(key, value);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}
