import { Injectable } from '@nestjs/common';
import type { ReadNotice, ReadNoticeKind } from '@resume/contracts';
import { In, IsNull } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { uniqueViolation } from '../../../../infrastructure/database/unique-violation';
import { newId } from '../../../../shared/domain/random';
import { NewReadNotice, ReadNotices } from '../../application/ports/reading';
import { ReadNoticeOrmEntity, ReadNoticeSettingOrmEntity } from './reading.orm-entity';

/** The owner's notices (read_notices) and the account's switch (read_notice_settings; no row: on). */
@Injectable()
export class TypeormReadNotices extends ReadNotices {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async add(notice: NewReadNotice): Promise<void> {
    await this.db.manager.insert(ReadNoticeOrmEntity, {
      id: newId(),
      userId: notice.userId,
      shareLinkId: notice.shareLinkId,
      shareableId: notice.shareableId,
      kind: notice.kind,
      linkName: notice.linkName?.slice(0, 200) ?? null,
      createdAt: notice.at,
      readAt: null,
    });
  }

  async unread(userId: string, limit: number): Promise<ReadNotice[]> {
    const rows = await this.db.manager.find(ReadNoticeOrmEntity, {
      where: { userId, readAt: IsNull() },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: limit,
    });
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind as ReadNoticeKind,
      shareLinkId: r.shareLinkId,
      shareableId: r.shareableId,
      linkName: r.linkName,
      at: r.createdAt.toISOString(),
    }));
  }

  async markRead(userId: string, ids: string[] | null, at: Date): Promise<void> {
    if (ids && ids.length === 0) return;
    await this.db.manager.update(
      ReadNoticeOrmEntity,
      { userId, readAt: IsNull(), ...(ids ? { id: In(ids) } : {}) },
      { readAt: at },
    );
  }

  async accountNotifies(userId: string): Promise<boolean> {
    const row = await this.db.manager.findOneBy(ReadNoticeSettingOrmEntity, { userId });
    return row ? Boolean(row.notifyOnOpen) : true;
  }

  async setAccountNotifies(userId: string, on: boolean): Promise<void> {
    const m = this.db.manager;
    const updated = await m.update(ReadNoticeSettingOrmEntity, { userId }, { notifyOnOpen: on });
    if ((updated.affected ?? 0) > 0) return;
    try {
      await m.insert(ReadNoticeSettingOrmEntity, { userId, notifyOnOpen: on });
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      await m.update(ReadNoticeSettingOrmEntity, { userId }, { notifyOnOpen: on });
    }
  }
}
