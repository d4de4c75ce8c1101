import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { User } from '@resume/contracts';
import { AppConfig } from '../../../../config/app-config';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter';

/**
 * A limit per signed-in person on a route that prints: each print holds a browser page, so one account cannot keep
 * the workers busy for everyone else. Each route counts in its own bucket. Runs after SessionAuthGuard.
 */
@Injectable()
export abstract class PerPersonPdfLimitGuard implements CanActivate {
  /** The bucket the route's prints are counted in. */
  protected abstract readonly bucket: string;
  protected abstract readonly windowMs: number;
  /** Prints allowed per window (configurable, so read from the config). */
  protected abstract allowed(config: AppConfig): number;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user: User }>();
    await this.limiter.consume(this.bucket, `user:${user.id}`, this.allowed(this.config), this.windowMs);
    return true;
  }
}
