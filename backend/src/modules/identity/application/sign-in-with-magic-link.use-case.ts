import { Injectable } from '@nestjs/common';
import { DEFAULT_PLAN } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { newId, newSecret, sha256 } from '../../../shared/domain/random';
import { sessionExpiry } from '../domain/session';
import type { User } from '../domain/user';
import { firstFreeUsername, usernameBaseFromEmail } from '../domain/username';
import { MagicLinkTokenRepository } from './ports/magic-link-token.repository';
import { NewUserResume } from './ports/new-user-resume';
import { SessionStore } from './ports/session.store';
import { UserRepository } from './ports/user.repository';

export interface SignInResult {
  user: User;
  /** The cookie value; only its hash is stored. */
  sessionToken: string;
}

@Injectable()
export class SignInWithMagicLink {
  constructor(
    private readonly tokens: MagicLinkTokenRepository,
    private readonly users: UserRepository,
    private readonly resumes: NewUserResume,
    private readonly sessions: SessionStore,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(token: string, previousSessionToken?: string): Promise<SignInResult> {
    const now = this.clock.now();
    const email = await this.tokens.claim(sha256(token), now);
    if (!email) throw new DomainError('MAGIC_LINK_INVALID');

    const user = (await this.users.findByEmail(email)) ?? (await this.createAccount(email, now));

    // A new session id at every sign-in; the one the browser had before is ended.
    if (previousSessionToken) await this.sessions.delete(sha256(previousSessionToken));
    const sessionToken = newSecret();
    await this.sessions.create({
      id: newId(),
      idHash: sha256(sessionToken),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: sessionExpiry(now),
    });
    return { user, sessionToken };
  }

  private async createAccount(email: string, now: Date, attempt = 1): Promise<User> {
    try {
      return await this.transaction.run(async () => {
        const base = usernameBaseFromEmail(email);
        const username = firstFreeUsername(base, new Set(await this.users.usernamesLike(base)));
        const user: User = {
          id: newId(),
          email,
          username,
          name: null,
          title: null,
          phone: null,
          location: null,
          linkedin: null,
          github: null,
          website: null,
          plan: DEFAULT_PLAN,
          subscriptionStatus: null,
          domain: null,
          customDomain: null,
          domainSecurityCode: null,
          subdomain: null,
          linkedinId: null,
          createdAt: now,
          updatedAt: now,
        };
        await this.users.create(user);
        await this.resumes.createFor(user.id, now);
        return user;
      });
    } catch (error) {
      // Two first sign-ins racing for the same username: the loser picks the next free one.
      if (error instanceof DomainError && error.code === 'USERNAME_TAKEN' && attempt < 5) {
        return this.createAccount(email, now, attempt + 1);
      }
      if (error instanceof DomainError && error.code === 'EMAIL_TAKEN') {
        const existing = await this.users.findByEmail(email);
        if (existing) return existing;
      }
      throw error;
    }
  }
}
