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
}
