import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { hasPaidAccess } from '@resume/contracts';
import type { User } from '@resume/contracts';
import { DomainError } from '../../shared/domain/domain-error';
import { SessionAuthGuard } from './session-auth.guard';

/**
 * A paid feature (spec 2.2, 4): the signed-in user needs plan premium or professional with subscription status
 * active or trialing, else 403 PREMIUM_REQUIRED. Reads the contract User that SessionAuthGuard put on the request,
 * so it must run after it (see `PaidFeature`).
 */
@Injectable()
export class PaidPlanGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: User }>().user;
    if (!user) throw new DomainError('UNAUTHENTICATED');
    if (!hasPaidAccess(user)) throw new DomainError('PREMIUM_REQUIRED');
    return true;
  }
}

/** On a controller or a route: a live session (401 otherwise), then a paid plan (403 PREMIUM_REQUIRED otherwise). */
export const PaidFeature = () => applyDecorators(UseGuards(SessionAuthGuard, PaidPlanGuard));
