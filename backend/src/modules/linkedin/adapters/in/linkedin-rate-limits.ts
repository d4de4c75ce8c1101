import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { LINKEDIN_EXPORT_LIMITS, LINKEDIN_SYNC_LIMIT } from '@resume/contracts';
import type { User } from '@resume/contracts';
import { AppConfig } from '../../../../config/app-config';
import { PerUserLimit } from '../../../../infrastructure/rate-limit/per-user-limit.guard';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter';

/**
 * Export previews and imports per account (LINKEDIN_EXPORT_LIMITS.perUser, LINKEDIN_EXPORTS_PER_WINDOW): each one
 * inflates up to 50 MB. Runs after SessionAuthGuard and before the upload is read; past it 429 RATE_LIMITED.
 */
@Injectable()
export class LinkedInExportLimit implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user: User }>();
    const { windowMs } = LINKEDIN_EXPORT_LIMITS.perUser;
    await this.limiter.consume('linkedin-export', `user:${user.id}`, this.config.linkedin.exportsPerWindow, windowMs);
    return true;
  }
}

/** Profile syncs per account (LINKEDIN_SYNC_LIMIT): each one is a call to LinkedIn on the app's quota. */
export const LinkedInSyncLimit = PerUserLimit('linkedin-sync', LINKEDIN_SYNC_LIMIT);
