import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { OAuthStateStore } from '../../application/ports/oauth-state.store';
import type { PendingAuthorization } from '../../domain/oauth-state';

type Stored = Omit<PendingAuthorization, 'createdAt' | 'expiresAt'> & { createdAt: string; expiresAt: string };

/** With REDIS_URL: one key per state, expiring with it; GETDEL makes the take single use across replicas. */
@Injectable()
export class RedisOAuthStateStore extends OAuthStateStore {
  constructor(@Inject(Redis) private readonly redis: Redis) {
    super();
  }

  private key(stateHash: string): string {
    return `linkedin-state:${stateHash}`;
  }

  async save(pending: PendingAuthorization): Promise<void> {
    const ttlMs = Math.max(1, pending.expiresAt.getTime() - pending.createdAt.getTime());
    await this.redis.set(this.key(pending.stateHash), JSON.stringify(pending), 'PX', ttlMs);
  }

  async take(stateHash: string): Promise<PendingAuthorization | null> {
    const raw = await this.redis.getdel(this.key(stateHash));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    // The stored expiry is checked by the caller against the app's clock as well (tests move it).
    return { ...stored, createdAt: new Date(stored.createdAt), expiresAt: new Date(stored.expiresAt) };
  }
}
