import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { LIMITS, type User } from '@resume/contracts';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter';

/**
 * Checkout and portal sessions per signed-in person (LIMITS.billingSessionsPerUser): each one is a call to the
 * payment provider (and may create its customer), so one account cannot spend the API quota for everyone. Runs
 * after SessionAuthGuard; past the limit 429 RATE_LIMITED with Retry-After.
 */
@Injectable()
export class BillingSessionLimit implements CanActivate {
  constructor(private readonly limiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user: User }>();
    const { limit, windowMs } = LIMITS.billingSessionsPerUser;
    await this.limiter.consume('billing-session', `user:${user.id}`, limit, windowMs);
    return true;
  }
}
