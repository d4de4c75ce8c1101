import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { ThrottlerLimitDetail } from '@nestjs/throttler';
import { DomainError } from '../../shared/domain/domain-error';

/** @nestjs/throttler's guard, answering with the catalogue's RATE_LIMITED body and a plain Retry-After header. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new DomainError('RATE_LIMITED', undefined, { retryAfterSeconds: detail.timeToBlockExpire });
  }

  /**
   * None of the throttler's own headers (X-RateLimit-Limit/-Remaining/-Reset-<name>, Retry-After-<name>), whatever
   * a throttler's options say: the magic-link route counts per e-mail address, and its Remaining would tell anyone
   * how many links were asked for an address (docs/decisions/0012). A 429 still carries Retry-After (the error's).
   */
  protected setResponseHeader(): void {}
}
