import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { DOMAIN_VERIFY_LIMIT } from '@resume/contracts';
import type { User } from '@resume/contracts';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter';

/** 'Verify now' per account (DOMAIN_VERIFY_LIMIT): each one makes the app ask DNS servers; past it 429 RATE_LIMITED. */
@Injectable()
export class DomainVerifyLimit implements CanActivate {
  constructor(private readonly limiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user: User }>();
    const { limit, windowMs } = DOMAIN_VERIFY_LIMIT;
    await this.limiter.consume('domain-verify', `user:${user.id}`, limit, windowMs);
    return true;
  }
}
