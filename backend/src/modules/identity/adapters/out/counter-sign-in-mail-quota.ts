import { Inject, Injectable } from '@nestjs/common';
import { LIMITS } from '@resume/contracts';
import { AppConfig } from '../../../../config/app-config';
import { RateLimitStorage } from '../../../../infrastructure/rate-limit/rate-limit-storage';
import type { CountingStorage } from '../../../../infrastructure/rate-limit/rate-limit-storage';
import { sha256 } from '../../../../shared/domain/random';
import { SignInMailGrant, SignInMailQuota } from '../../application/ports/sign-in-mail-quota';

/**
 * The allowance on the shared rate-limit counters (Redis or the database), each read from its own increment: the
 * interval counter first (a repeat within the interval counts nothing against the day), then the day's. Keyed by
 * the address's hash: no address in Redis keys or counter rows, and one fixed length whatever the address.
 */
@Injectable()
export class CounterSignInMailQuota extends SignInMailQuota {
  constructor(
    @Inject(RateLimitStorage) private readonly storage: CountingStorage,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async take(email: string, now: Date): Promise<SignInMailGrant> {
    const key = `email:${sha256(email)}`;
    const { intervalMs, perDay } = this.config.signInMails;
    if (intervalMs > 0) {
      const interval = await this.storage.increment(key, intervalMs, 1, intervalMs, 'sign-in-mail-interval');
      if (interval.isBlocked) return { send: false };
    }
    const dayMs = LIMITS.signInMailsPerAddress.dayMs;
    const day = await this.storage.increment(key, dayMs, perDay, dayMs, 'sign-in-mail-day');
    if (day.isBlocked) return { send: false };
    const lastOfDayUntil = day.totalHits === perDay ? new Date(now.getTime() + day.timeToExpire * 1000) : null;
    return { send: true, lastOfDayUntil };
  }
}
