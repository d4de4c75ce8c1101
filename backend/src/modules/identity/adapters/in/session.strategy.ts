import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { User as UserJson } from '@resume/contracts';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { SESSION_STRATEGY } from '../../../../infrastructure/http/session-auth.guard';
import { ResolveSession } from '../../application/resolve-session.use-case';
import { readSessionCookie } from './session-cookie';
import { toUserJson } from './user.presenter';

/** Passport strategy 'session': the rb_session cookie -> a live server-side session -> the user. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(private readonly resolveSession: ResolveSession) {
    super();
  }

  async validate(req: Request): Promise<UserJson | false> {
    const user = await this.resolveSession.execute(readSessionCookie(req));
    return user ? toUserJson(user) : false;
  }
}
