import { TransactionRunner } from '../../../../shared/application/transaction-runner';
import { DomainError } from '../../../../shared/domain/domain-error';
import { sha256 } from '../../../../shared/domain/random';
import type { EmailChangeRequest } from '../../domain/email-change';
import type { MagicLinkToken } from '../../domain/magic-link';
import type { Session } from '../../domain/session';
import type { DomainNames, ProfilePatch, User, Subscription } from '../../domain/user';
import { EmailChangeRepository } from '../ports/email-change.repository';
import { MagicLinkTokenRepository } from '../ports/magic-link-token.repository';
import { NewUserResume } from '../ports/new-user-resume';
import { SessionStore } from '../ports/session.store';
import { SignInMailGrant, SignInMailQuota } from '../ports/sign-in-mail-quota';
import { ReleasedNames } from '../ports/released-names';
import { UserRepository } from '../ports/user.repository';
import type { NameKind, ReleasedName } from '../../domain/released-name';

/** Released names by kind and name. */
export class InMemoryReleasedNames extends ReleasedNames {
  readonly rows = new Map<string, ReleasedName>();
  async find(kind: NameKind, name: string) {
    return this.rows.get(`${kind}:${name}`) ?? null;
  }
  async release(released: ReleasedName) {
    this.rows.set(`${released.kind}:${released.name}`, { ...released });
  }
  async forget(kind: NameKind, name: string) {
    this.rows.delete(`${kind}:${name}`);
  }
}

/** In-memory fakes of identity's ports, for use-case unit tests. */
export class InMemoryUsers extends UserRepository {
  readonly rows = new Map<string, User>();
  async findById(id: string) {
    return this.rows.get(id) ?? null;
  }
  async findByEmail(email: string) {
    return [...this.rows.values()].find((u) => u.email === email) ?? null;
  }
  async usernamesLike(base: string) {
    return [...this.rows.values()].map((u) => u.username).filter((n) => n === base || n.startsWith(`${base}-`));
  }
  async isUsernameTaken(username: string, except: string) {
    return [...this.rows.values()].some((u) => u.username === username && u.id !== except);
  }
  async isEmailTaken(email: string, except: string) {
    return [...this.rows.values()].some((u) => u.email === email && u.id !== except);
  }
  async create(user: User) {
    if (await this.isUsernameTaken(user.username, user.id)) throw new DomainError('USERNAME_TAKEN');
    this.rows.set(user.id, { ...user });
  }
  async updateProfile(id: string, patch: ProfilePatch, updatedAt: Date) {
    const user = this.rows.get(id);
    if (user) this.rows.set(id, { ...user, ...patch, updatedAt });
  }

  async updateSubscription(id: string, subscription: Subscription & Pick<User, 'paidAccessEndedAt'>, updatedAt: Date) {
    const user = this.rows.get(id);
    if (user) this.rows.set(id, { ...user, ...subscription, updatedAt });
  }

  async setLinkedInId(id: string, linkedinId: string | null, updatedAt: Date) {
    const taken = [...this.rows.values()].some((u) => linkedinId && u.linkedinId === linkedinId && u.id !== id);
    if (taken) throw new DomainError('LINKEDIN_ACCOUNT_TAKEN');
    const user = this.rows.get(id);
    if (user) this.rows.set(id, { ...user, linkedinId, updatedAt });
  }

  async setDomainNames(id: string, names: DomainNames, updatedAt: Date) {
    const taken = [...this.rows.values()].some(
      (u) => names.subdomain && u.subdomain === names.subdomain && u.id !== id,
    );
    if (taken) throw new DomainError('SUBDOMAIN_TAKEN');
    const user = this.rows.get(id);
    if (user) this.rows.set(id, { ...user, ...names, updatedAt });
  }
}

export class InMemoryTokens extends MagicLinkTokenRepository {
  readonly rows: (MagicLinkToken & { usedAt: Date | null })[] = [];
  async save(token: MagicLinkToken) {
    this.rows.push({ ...token, usedAt: null });
  }
  async findUsable(tokenHash: string, now: Date) {
    const row = this.rows.find((r) => r.tokenHash === tokenHash && !r.usedAt && r.expiresAt > now);
    return row ? { email: row.email, browserHash: row.browserHash } : null;
  }
  async claim(tokenHash: string, now: Date) {
    const row = this.rows.find((r) => r.tokenHash === tokenHash && !r.usedAt && r.expiresAt > now);
    if (!row) return null;
    row.usedAt = now;
    return row.email;
  }
  async deleteExpired(before: Date) {
    const kept = this.rows.filter((r) => r.expiresAt >= before);
    const removed = this.rows.length - kept.length;
    this.rows.splice(0, this.rows.length, ...kept);
    return removed;
  }
}

export class InMemorySessions extends SessionStore {
  readonly rows = new Map<string, Session>();
  async create(session: Session) {
    this.rows.set(session.idHash, session);
  }
  async findActive(idHash: string, now: Date) {
    const s = this.rows.get(idHash);
    return s && s.expiresAt > now ? s : null;
  }
  async touch(idHash: string, lastSeenAt: Date, expiresAt: Date) {
    const s = this.rows.get(idHash);
    if (s) this.rows.set(idHash, { ...s, lastSeenAt, expiresAt });
  }
  async delete(idHash: string) {
    this.rows.delete(idHash);
  }
  async deleteOthersOfUser(userId: string, keepIdHash: string) {
    let removed = 0;
    for (const [id, s] of this.rows) if (s.userId === userId && id !== keepIdHash && this.rows.delete(id)) removed += 1;
    return removed;
  }
  async deleteExpired(now: Date) {
    let removed = 0;
    for (const [id, s] of this.rows) if (s.expiresAt < now && this.rows.delete(id)) removed += 1;
    return removed;
  }
}

export class RecordingResumes extends NewUserResume {
  readonly created: string[] = [];
  fail = false;
  async createFor(userId: string) {
    if (this.fail) throw new Error('resume store down');
    this.created.push(userId);
  }
}

/** Runs the work and undoes the users it created if it fails, like a rollback. */
export class SnapshotTransaction extends TransactionRunner {
  constructor(private readonly users: InMemoryUsers) {
    super();
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    const before = new Map(this.users.rows);
    try {
      return await work();
    } catch (error) {
      this.users.rows.clear();
      before.forEach((v, k) => this.users.rows.set(k, v));
      throw error;
    }
  }
}

/** Grants what it is told, and records the addresses asked for. */
export class ScriptedMailQuota extends SignInMailQuota {
  readonly asked: string[] = [];
  grant: SignInMailGrant = { send: true, lastOfDayUntil: null };
  async take(email: string) {
    this.asked.push(email);
    return this.grant;
  }
}

/** Address changes; only the newest unused request of an account works. */
export class InMemoryEmailChanges extends EmailChangeRepository {
  readonly rows: (EmailChangeRequest & { usedAt: Date | null; cancelled: boolean })[] = [];
  private usable(r: (typeof this.rows)[number], now: Date) {
    return !r.usedAt && !r.cancelled && r.expiresAt > now;
  }
  async replacePending(request: EmailChangeRequest) {
    for (const r of this.rows) if (r.userId === request.userId && !r.usedAt) r.cancelled = true;
    this.rows.push({ ...request, usedAt: null, cancelled: false });
  }
  async findPending(userId: string, now: Date) {
    return this.rows.find((r) => r.userId === userId && this.usable(r, now)) ?? null;
  }
  async claim(tokenHash: string, userId: string, now: Date) {
    const row = this.rows.find((r) => r.tokenHash === tokenHash && r.userId === userId && this.usable(r, now));
    if (!row) return null;
    row.usedAt = now;
    return row.newEmail;
  }
  async cancelPending(userId: string) {
    for (const r of this.rows) if (r.userId === userId && !r.usedAt) r.cancelled = true;
  }
  async deleteExpired(before: Date) {
    const kept = this.rows.filter((r) => r.expiresAt >= before);
    const removed = this.rows.length - kept.length;
    this.rows.splice(0, this.rows.length, ...kept);
    return removed;
  }
}

/** A session of the user, valid for a day from `now`, for the cookie value `token`. */
export const aSession = (userId: string, token: string, now: Date, expiresInMs = 86_400_000): Session => ({
  id: `s-${token}`,
  idHash: sha256(token),
  userId,
  createdAt: now,
  lastSeenAt: now,
  expiresAt: new Date(now.getTime() + expiresInMs),
});

/** u1's request to sign in with new@example.com, valid for a minute from `now`, for the link secret `secret`. */
export const anEmailChange = (now: Date, fields: Partial<EmailChangeRequest> = {}): EmailChangeRequest => ({
  id: 'c1',
  userId: 'u1',
  tokenHash: sha256('secret'),
  newEmail: 'new@example.com',
  expiresAt: new Date(now.getTime() + 60_000),
  createdAt: now,
  ...fields,
});
