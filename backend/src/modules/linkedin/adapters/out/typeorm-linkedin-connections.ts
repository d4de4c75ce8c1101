import { Injectable } from '@nestjs/common';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { LinkedInConnection, LinkedInConnections } from '../../application/ports/linkedin-connections';
import { LinkedInConnectionOrmEntity } from './linkedin.orm-entities';

@Injectable()
export class TypeormLinkedInConnections extends LinkedInConnections {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async save(connection: LinkedInConnection): Promise<void> {
    // Delete then insert in one transaction: the same on MySQL and sql.js, where upsert syntaxes differ.
    await this.db.run(async () => {
      await this.db.manager.delete(LinkedInConnectionOrmEntity, { userId: connection.userId });
      await this.db.manager.insert(LinkedInConnectionOrmEntity, connection);
    });
  }

  find(userId: string): Promise<LinkedInConnection | null> {
    return this.db.manager.findOneBy(LinkedInConnectionOrmEntity, { userId });
  }

  async delete(userId: string): Promise<void> {
    await this.db.manager.delete(LinkedInConnectionOrmEntity, { userId });
  }
}
