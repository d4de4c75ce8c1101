import { Injectable } from '@nestjs/common';
import type { PublicCompleteResume } from '@resume/contracts';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { uniqueViolation } from '../../../../infrastructure/database/unique-violation';
import type { ShareSnapshots } from '../../application/ports/share-snapshots';
import type { Snapshot, SnapshotUsage } from '../../domain/frozen-share';
import { ShareSnapshotOrmEntity } from './share-link.orm-entity';

@Injectable()
export class TypeormShareSnapshots implements ShareSnapshots {
  constructor(private readonly db: TransactionalEntityManager) {}

  async findId(userId: string, contentHash: string): Promise<string | null> {
    const row = await this.db.manager.findOne(ShareSnapshotOrmEntity, {
      where: { userId, contentHash },
      select: { id: true },
    });
    return row?.id ?? null;
  }

  async usage(userId: string): Promise<SnapshotUsage> {
    const [row]: { count: unknown; bytes: unknown }[] = await this.db.manager.query(
      'SELECT COUNT(*) AS count, COALESCE(SUM(bytes), 0) AS bytes FROM share_snapshots WHERE userId = ?',
      [userId],
    );
    return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  async insert(snapshot: Snapshot): Promise<string> {
    const { json, ...columns } = snapshot;
    try {
      await this.db.manager.insert(ShareSnapshotOrmEntity, { ...columns, content: json });
      return snapshot.id;
    } catch (error) {
      // The same version stored by a freeze running at the same time: that one is this one.
      const existing = uniqueViolation(error) ? await this.findCommittedId(snapshot) : null;
      if (!existing) throw error;
      return existing;
    }
  }

  /**
   * The row another transaction just committed. A plain read inside this transaction would not see it (MySQL's
   * repeatable read keeps the view of the transaction's first read); a locking read does. sql.js runs one
   * transaction at a time, so it never gets here.
   */
  private async findCommittedId({ userId, contentHash }: Snapshot): Promise<string | null> {
    const locking = this.db.manager.connection.options.type === 'mysql' ? ' LOCK IN SHARE MODE' : '';
    const rows: { id: string }[] = await this.db.manager.query(
      `SELECT id FROM share_snapshots WHERE userId = ? AND contentHash = ?${locking}`,
      [userId, contentHash],
    );
    return rows[0]?.id ?? null;
  }

  async content(id: string): Promise<PublicCompleteResume | null> {
    const row = await this.db.manager.findOne(ShareSnapshotOrmEntity, { where: { id }, select: { content: true } });
    return row ? (JSON.parse(row.content) as PublicCompleteResume) : null;
  }

  async releaseIfUnused(id: string): Promise<void> {
    await this.db.manager.query(
      'DELETE FROM share_snapshots WHERE id = ? AND NOT EXISTS (SELECT 1 FROM share_links WHERE snapshotId = ?)',
      [id, id],
    );
  }
}
