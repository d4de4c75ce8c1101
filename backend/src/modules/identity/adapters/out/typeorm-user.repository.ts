import { Injectable } from '@nestjs/common';
import { isLanguage, type Plan } from '@resume/contracts';
import { Like, Not } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { uniqueViolation } from '../../../../infrastructure/database/unique-violation';
import { DomainError } from '../../../../shared/domain/domain-error';
import { UserRepository } from '../../application/ports/user.repository';
import type { DomainNames, ProfilePatch, User, Subscription } from '../../domain/user';
import { ReleasedNameOrmEntity } from './released-name.orm-entity';
import { UserOrmEntity } from './user.orm-entity';

const toUser = (row: UserOrmEntity): User => ({
  ...row,
  plan: row.plan as Plan,
  interfaceLanguage: isLanguage(row.interfaceLanguage) ? row.interfaceLanguage : null,
});

@Injectable()
export class TypeormUserRepository extends UserRepository {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async findById(id: string): Promise<User | null> {
    const row = await this.db.manager.findOneBy(UserOrmEntity, { id });
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.db.manager.findOneBy(UserOrmEntity, { email });
    return row ? toUser(row) : null;
  }

  async usernamesLike(base: string): Promise<string[]> {
    // base holds only [a-z0-9-], so it has no LIKE wildcards to escape.
    const rows = await this.db.manager.find(UserOrmEntity, {
      select: { username: true },
      where: [{ username: base }, { username: Like(`${base}-%`) }],
    });
    // A released username is never given to a new account, however long ago (docs/decisions/0036-plan-lapse.md).
    const released = await this.db.manager.find(ReleasedNameOrmEntity, {
      select: { name: true },
      where: [
        { kind: 'username', name: base },
        { kind: 'username', name: Like(`${base}-%`) },
      ],
    });
    return [...rows.map((r) => r.username), ...released.map((r) => r.name)];
  }

  async isUsernameTaken(username: string, exceptUserId: string): Promise<boolean> {
    return this.db.manager.existsBy(UserOrmEntity, { username, id: Not(exceptUserId) });
  }

  async isEmailTaken(email: string, exceptUserId: string): Promise<boolean> {
    return this.db.manager.existsBy(UserOrmEntity, { email, id: Not(exceptUserId) });
  }

  async create(user: User): Promise<void> {
    await this.translateUniqueViolation(() => this.db.manager.insert(UserOrmEntity, user));
  }

  async updateProfile(id: string, patch: ProfilePatch, updatedAt: Date): Promise<void> {
    await this.translateUniqueViolation(() => this.db.manager.update(UserOrmEntity, { id }, { ...patch, updatedAt }));
  }

  async updateSubscription(
    id: string,
    subscription: Subscription & Pick<User, 'paidAccessEndedAt'>,
    updatedAt: Date,
  ): Promise<void> {
    await this.db.manager.update(UserOrmEntity, { id }, { ...subscription, updatedAt });
  }

  async setLinkedInId(id: string, linkedinId: string | null, updatedAt: Date): Promise<void> {
    try {
      await this.db.manager.update(UserOrmEntity, { id }, { linkedinId, updatedAt });
    } catch (error) {
      if (uniqueViolation(error)) throw new DomainError('LINKEDIN_ACCOUNT_TAKEN');
      throw error;
    }
  }

  async setDomainNames(id: string, names: DomainNames, updatedAt: Date): Promise<void> {
    try {
      await this.db.manager.update(UserOrmEntity, { id }, { ...names, updatedAt });
    } catch (error) {
      if (uniqueViolation(error)?.includes('subdomain')) throw new DomainError('SUBDOMAIN_TAKEN');
      throw error;
    }
  }

  /** A check-then-write can lose a race; the unique index decides and we answer with the catalogue's code. */
  private async translateUniqueViolation(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      const text = uniqueViolation(error);
      if (text?.includes('username')) throw new DomainError('USERNAME_TAKEN');
      if (text?.includes('email')) throw new DomainError('EMAIL_TAKEN');
      throw error;
    }
  }
}
