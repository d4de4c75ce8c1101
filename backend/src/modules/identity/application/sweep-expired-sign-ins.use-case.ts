import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { EmailChangeRepository } from './ports/email-change.repository';
import { MagicLinkTokenRepository } from './ports/magic-link-token.repository';
import { SessionStore } from './ports/session.store';

/** Magic-link tokens are kept this long past their expiry, then deleted (they can no longer be redeemed anyway). */
export const EXPIRED_TOKENS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Deletes sign-in records nobody can use any more: expired magic-link tokens, address changes and sessions. */
@Injectable()
export class SweepExpiredSignIns {
  constructor(
    private readonly tokens: MagicLinkTokenRepository,
    private readonly sessions: SessionStore,
    private readonly emailChanges: EmailChangeRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ tokens: number; sessions: number; emailChanges: number }> {
    const now = this.clock.now();
    const keptSince = new Date(now.getTime() - EXPIRED_TOKENS_KEPT_MS);
    const tokens = await this.tokens.deleteExpired(keptSince);
    const emailChanges = await this.emailChanges.deleteExpired(keptSince);
    const sessions = await this.sessions.deleteExpired(now);
    return { tokens, sessions, emailChanges };
  }
}
