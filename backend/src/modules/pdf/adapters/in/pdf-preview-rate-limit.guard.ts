import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { LIMITS, type User } from '@resume/contracts';
import { AppConfig } from '../../../../config/app-config';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter';

/**
 * Live previews per signed-in person (LIMITS.pdfPreviewsPerUser, PDF_PREVIEWS_PER_WINDOW), counted apart from
 * exports: a person previewing while typing never uses up their exports. Runs after SessionAuthGuard.
 */
@Injectable()
export class PdfPreviewRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user: User }>();
    await this.limiter.consume(
      'pdf-preview',
      `user:${user.id}`,
      this.config.pdf.previewsPerWindow,
      LIMITS.pdfPreviewsPerUser.windowMs,
    );
    return true;
  }
}
