import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { SESSION_COOKIE } from '@resume/contracts';
import type { Request } from 'express';
import { SESSION_STRATEGY } from './session-auth.guard';

/**
 * For public routes that behave differently for a signed-in user (the owner is not counted as a visitor): sets
 * `req.user` to the session's user or null, and never refuses. Without a session cookie it does no work at all.
 */
@Injectable()
export class OptionalSessionGuard extends AuthGuard(SESSION_STRATEGY) {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Omit<Request, 'user'> & { user?: unknown }>();
    if (!(req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE]) {
      req.user = null;
      return true;
    }
    try {
      await super.canActivate(context);
    } catch {
      req.user = null;
    }
    return true;
  }

  override handleRequest<TUser>(_error: unknown, user: TUser | false): TUser {
    return (user || null) as TUser;
  }
}
