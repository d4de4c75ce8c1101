import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../../shared/domain/domain-error';

/** The passport strategy name the identity module registers. */
export const SESSION_STRATEGY = 'session';

/** Protects a route: the request needs a live server-side session, else 401 UNAUTHENTICATED. */
@Injectable()
export class SessionAuthGuard extends AuthGuard(SESSION_STRATEGY) {
  handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return user;
  }
}
