import { Injectable } from '@nestjs/common';
import { LIMITS } from '@resume/contracts';
import type { Request } from 'express';
import { AppConfig } from '../../../../config/app-config';
import { requestClientKey } from '../../../../infrastructure/rate-limit/client-key';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter';

/**
 * Resume lookups by username (/r/{username}, GET /api/resume/{username}) per client address: every lookup counts,
 * found or not, so a list of guessed usernames costs the same whatever it hits (docs/decisions/0013-privacy.md).
 * req.ip only (TRUST_PROXY decides how far X-Forwarded-For is believed), an IPv6 client by its /64. Past the limit:
 * DomainError RATE_LIMITED.
 */
@Injectable()
export class UsernameLookupLimit {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  consume(req: Request): Promise<void> {
    return this.limiter.consume(
      'username-lookup',
      requestClientKey(req),
      this.config.publicLookupsPerWindow,
      LIMITS.publicLookupsPerClient.windowMs,
    );
  }
}
