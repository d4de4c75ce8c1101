import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { sha256 } from '../../../shared/domain/random';
import { sessionExpiry, shouldTouch } from '../domain/session';
import type { User } from '../domain/user';
import { SessionStore } from './ports/session.store';
import { UserRepository } from './ports/user.repository';

/** The signed-in user for a session cookie, or null. Extends the session's life as it is used. */
@Injectable()
export class ResolveSession {
  constructor(
    private readonly sessions: SessionStore,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(sessionToken: string | undefined): Promise<User | null> {
    if (!sessionToken) return null;
    const now = this.clock.now();
    const idHash = sha256(sessionToken);
    const session = await this.sessions.findActive(idHash, now);
    if (!session) return null;
    const user = await this.users.findById(session.userId);
    if (!user) return null;
    if (shouldTouch(session, now)) await this.sessions.touch(idHash, now, sessionExpiry(now, session.createdAt));
    return user;
  }
}
