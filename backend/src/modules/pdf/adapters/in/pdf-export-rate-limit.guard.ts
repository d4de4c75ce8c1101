import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { LIMITS, type User } from '@resume/contracts';
import { AppConfig } from '../../../../config/app-config';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter';

/**
 * Exports per signed-in person (LIMITS.pdfExportsPerUser, PDF_EXPORTS_PER_WINDOW): a PDF costs a browser page for
 * ~50 ms, so one account cannot keep the workers busy for everyone else. Runs after SessionAuthGuard.
 */
@Injectable()
export class PdfExportRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user: User }>();
    await this.limiter.consume(
      'pdf-export',
      `user:${user.id}`,
      this.config.pdf.exportsPerWindow,
      LIMITS.pdfExportsPerUser.windowMs,
    );
    return true;
  }
}
