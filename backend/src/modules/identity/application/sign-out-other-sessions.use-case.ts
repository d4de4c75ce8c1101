import { Injectable } from '@nestjs/common';
import { sha256 } from '../../../shared/domain/random';
import { SessionStore } from './ports/session.store';

/**
 * "Sign out of all other devices" (docs/decisions/0033-one-email-one-account.md): every session of the account ends
 * but the one asking. Returns how many ended.
 */
@Injectable()
export class SignOutOtherSessions {
  constructor(private readonly sessions: SessionStore) {}

  execute(userId: string, sessionToken: string): Promise<number> {
    return this.sessions.deleteOthersOfUser(userId, sha256(sessionToken));
  }
}
