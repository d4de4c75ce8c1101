import { Injectable } from '@nestjs/common';
import type { DomainState } from '@resume/contracts';
import { IsNull, LessThanOrEqual } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { uniqueViolation } from '../../../../infrastructure/database/unique-violation';
import { DomainError } from '../../../../shared/domain/domain-error';
import { DomainRepository } from '../../application/ports/domain.repository';
import type { CustomDomain } from '../../domain/custom-domain';
import { CustomDomainOrmEntity } from './domains.orm-entities';

const toDomain = ({ verifiedDomain: _, ...row }: CustomDomainOrmEntity): CustomDomain => ({
  ...row,
  state: row.state as DomainState,
});

@Injectable()
export class TypeormDomainRepository extends DomainRepository {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async find(userId: string): Promise<CustomDomain | null> {
    const row = await this.db.manager.findOneBy(CustomDomainOrmEntity, { userId });
    return row ? toDomain(row) : null;
  }

  async save(domain: CustomDomain): Promise<void> {
    const row = { ...domain, verifiedDomain: domain.state === 'verified' ? domain.domain : null };
    try {
      // Delete then insert in one transaction: the same on MySQL and sql.js, where upsert syntaxes differ.
      await this.db.run(async () => {
        await this.db.manager.delete(CustomDomainOrmEntity, { userId: domain.userId });
        await this.db.manager.insert(CustomDomainOrmEntity, row);
      });
    } catch (error) {
      if (uniqueViolation(error)) throw new DomainError('DOMAIN_TAKEN');
      throw error;
    }
  }

  async remove(userId: string): Promise<void> {
    await this.db.manager.delete(CustomDomainOrmEntity, { userId });
  }

  async verifiedOwnerOf(domain: string): Promise<string | null> {
    const row = await this.db.manager.findOneBy(CustomDomainOrmEntity, { verifiedDomain: domain });
    return row?.userId ?? null;
  }

  async checkedBefore(checkedBefore: Date, limit: number): Promise<CustomDomain[]> {
    const rows = await this.db.manager.find(CustomDomainOrmEntity, {
      where: [{ lastCheckedAt: IsNull() }, { lastCheckedAt: LessThanOrEqual(checkedBefore) }],
      order: { lastCheckedAt: 'ASC' },
      take: limit,
    });
    return rows.map(toDomain);
  }

  anyVerified(): Promise<boolean> {
    return this.db.manager.existsBy(CustomDomainOrmEntity, { state: 'verified' });
  }
}
