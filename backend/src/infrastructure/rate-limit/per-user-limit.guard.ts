import { CanActivate, ExecutionContext, Injectable, mixin, type Type } from '@nestjs/common';
import type { User } from '@resume/contracts';
import { RateLimiter } from './rate-limiter';

/**
 * A guard counting a route's calls per signed-in person on the shared counters: `name` keeps its window apart from
 * the other limits. Goes after SessionAuthGuard; past the limit 429 RATE_LIMITED with Retry-After.
 */
export function PerUserLimit(
  name: string,
  { limit, windowMs }: { limit: number; windowMs: number },
): Type<CanActivate> {
  @Injectable()
  class PerUserLimitGuard implements CanActivate {
    constructor(private readonly limiter: RateLimiter) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const { user } = context.switchToHttp().getRequest<{ user: User }>();
      await this.limiter.consume(name, `user:${user.id}`, limit, windowMs);
      return true;
    }
  }
  return mixin(PerUserLimitGuard);
}
