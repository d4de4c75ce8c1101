import { timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { preferredResumeLanguage } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { newId, newSecret, sha256 } from '../../../shared/domain/random';
import { maskEmail } from '../domain/email';
import { sessionExpiry } from '../domain/session';
import { newAccount, type User } from '../domain/user';
import { firstFreeUsername, usernameBaseFromEmail } from '../domain/username';
import { MagicLinkTokenRepository } from './ports/magic-link-token.repository';
import { NewUserResume } from './ports/new-user-resume';
import { SessionStore } from './ports/session.store';
import { UserRepository } from './ports/user.repository';

export interface SignInInput {
  token: string;
  /** The value of the browser's sign-in cookie, if it sent one. */
  browserSecret?: string;
  /** The person pressed the button (or agreed to switch accounts). */
  confirmed?: boolean;
  /** The session cookie the browser had, if any: ended at sign-in, and whose account decides whether to ask. */
  previousSessionToken?: string;
  /**
   * The browser's languages, most preferred first (Accept-Language): a new account's resume is written in the
   * first one on the list, else English (docs/decisions/0047-resume-language.md).
   */
  languages?: readonly string[];
}

export interface SignInResult {
  user: User;
  /** The cookie value; only its hash is stored. */
  sessionToken: string;
}

const hashesEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

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

  /**
   * A link is used up only by a person: at once in the browser that asked for it when no other account is signed
   * in there; anywhere else, or over another account, only after a click (`confirmed`). Otherwise 409
   * MAGIC_LINK_CONFIRM_REQUIRED with the masked addresses, and the link stays usable: a mail scanner, a prefetch or
   * a stranger's page navigating a signed-in victim to the stranger's own link consumes nothing and switches nobody.
   */
  async execute({
    token,
    browserSecret,
    confirmed,
    previousSessionToken,
    languages,
  }: SignInInput): Promise<SignInResult> {
    const now = this.clock.now();
    const tokenHash = sha256(token);
    if (!confirmed) await this.askFirstUnlessSameBrowser(tokenHash, browserSecret, previousSessionToken, now);
    const email = await this.tokens.claim(tokenHash, now);
    if (!email) throw new DomainError('MAGIC_LINK_INVALID');

    const user = (await this.users.findByEmail(email)) ?? (await this.createAccount(email, now, languages));

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

  private async askFirstUnlessSameBrowser(
    tokenHash: string,
    browserSecret: string | undefined,
    previousSessionToken: string | undefined,
    now: Date,
  ): Promise<void> {
    const link = await this.tokens.findUsable(tokenHash, now);
    if (!link) throw new DomainError('MAGIC_LINK_INVALID');
    const session = previousSessionToken ? await this.sessions.findActive(sha256(previousSessionToken), now) : null;
    const current = session ? await this.users.findById(session.userId) : null;
    const otherAccount = current !== null && current.email !== link.email;
    const sameBrowser = !!browserSecret && !!link.browserHash && hashesEqual(sha256(browserSecret), link.browserHash);
    if (sameBrowser && !otherAccount) return;
    throw new DomainError('MAGIC_LINK_CONFIRM_REQUIRED', undefined, {
      email: maskEmail(link.email),
      ...(current && otherAccount ? { signedInAs: maskEmail(current.email) } : {}),
    });
  }

  private async createAccount(
    email: string,
    now: Date,
    languages: readonly string[] | undefined,
    attempt = 1,
  ): Promise<User> {
    try {
      return await this.transaction.run(async () => {
        const base = usernameBaseFromEmail(email);
        const username = firstFreeUsername(base, new Set(await this.users.usernamesLike(base)));
        const user = newAccount(newId(), email, username, now);
        await this.users.create(user);
        await this.resumes.createFor(user.id, now, preferredResumeLanguage(languages));
        return user;
      });
    } catch (error) {
      // Two first sign-ins racing for the same username: the loser picks the next free one.
      if (error instanceof DomainError && error.code === 'USERNAME_TAKEN' && attempt < 5) {
        return this.createAccount(email, now, languages, attempt + 1);
      }
      if (error instanceof DomainError && error.code === 'EMAIL_TAKEN') {
        const existing = await this.users.findByEmail(email);
        if (existing) return existing;
      }
      throw error;
    }
  }
}
