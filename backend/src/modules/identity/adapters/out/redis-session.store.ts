import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { SessionStore } from '../../application/ports/session.store';
import type { Session } from '../../domain/session';

type StoredSession = Omit<Session, 'expiresAt' | 'createdAt' | 'lastSeenAt'> & {
  expiresAt: string;
  createdAt: string;
  lastSeenAt: string;
};

/**
 * One key per session, expiring with it, so Redis drops ended sessions by itself; and one set per account of its
 * session keys, so every other session of an account can be ended (the set lives as long as its newest session).
 */
@Injectable()
export class RedisSessionStore extends SessionStore {
  constructor(@Inject(Redis) private readonly redis: Redis) {
    super();
  }

  private key(idHash: string): string {
    return `session:${idHash}`;
  }

  private userKey(userId: string): string {
    return `user-sessions:${userId}`;
  }

  async create(session: Session): Promise<void> {
    await this.write(session);
    const ttlMs = Math.max(1, session.expiresAt.getTime() - Date.now());
    await this.redis
      .multi()
      .sadd(this.userKey(session.userId), session.idHash)
      .pexpire(this.userKey(session.userId), ttlMs)
      .exec();
  }

  async deleteOthersOfUser(userId: string, keepIdHash: string): Promise<number> {
    const others = (await this.redis.smembers(this.userKey(userId))).filter((idHash) => idHash !== keepIdHash);
    if (others.length === 0) return 0;
    const results = await this.redis
      .multi()
      .del(...others.map((idHash) => this.key(idHash)))
      .srem(this.userKey(userId), ...others)
      .exec();
    // The set still names sessions that were signed out or expired on their own: DEL counts only the live ones.
    return Number(results?.[0]?.[1] ?? 0);
  }

  async findActive(idHash: string, now: Date): Promise<Session | null> {
    const raw = await this.redis.get(this.key(idHash));
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredSession;
    const session: Session = {
      ...stored,
      expiresAt: new Date(stored.expiresAt),
      createdAt: new Date(stored.createdAt),
      lastSeenAt: new Date(stored.lastSeenAt),
    };
    // The clock the app uses may differ from Redis' own expiry (tests move it): trust the stored date too.
    return session.expiresAt > now ? session : null;
  }

  async touch(idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    const raw = await this.redis.get(this.key(idHash));
    if (!raw) return;
    const stored = JSON.parse(raw) as StoredSession;
    await this.write({
      ...stored,
      createdAt: new Date(stored.createdAt),
      lastSeenAt,
      expiresAt,
    });
    // Every session lives the same time after its last use, so the one touched last expires last: the set follows it.
    await this.redis.pexpire(this.userKey(stored.userId), Math.max(1, expiresAt.getTime() - Date.now()));
  }

  async delete(idHash: string): Promise<void> {
    await this.redis.del(this.key(idHash));
  }

  private async write(session: Session): Promise<void> {
    const ttlMs = Math.max(1, session.expiresAt.getTime() - Date.now());
    await this.redis.set(this.key(session.idHash), JSON.stringify(session), 'PX', ttlMs);
  }

  /** Session keys are written with their time to live (PX); Redis drops them itself. */
  async deleteExpired(): Promise<number> {
    return 0;
  }
}
