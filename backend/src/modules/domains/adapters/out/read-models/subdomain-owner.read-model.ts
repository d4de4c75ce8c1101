import { Injectable } from '@nestjs/common';
import { TransactionalEntityManager } from '../../../../../infrastructure/database/transactional-entity-manager';

/**
 * Who claimed a subdomain: a look-up on every request to a subdomain host, by the unique users.subdomain index.
 * Identity's table, read here because identity has no look-up by subdomain (docs/decisions/0018: a read model is the
 * one kind of file that may name another module's table).
 */
@Injectable()
export class SubdomainOwnerReadModel {
  constructor(private readonly db: TransactionalEntityManager) {}

  async ownerOf(subdomain: string): Promise<string | null> {
    const rows: { id: string }[] = await this.db.manager.query('SELECT id FROM users WHERE subdomain = ?', [subdomain]);
    return rows[0]?.id ?? null;
  }
}
