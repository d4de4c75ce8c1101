import { Injectable } from '@nestjs/common';
import type { User } from '@resume/contracts';
import { newId } from '../../../shared/domain/random';
import { checkRoomForSnapshot, newSnapshot } from '../domain/frozen-share';
import type { Frozen, ShareLink } from '../domain/share-link';
import { readLiveShare } from './live-share';
import { SharedContent } from './ports/shared-content';
import { ShareSnapshots } from './ports/share-snapshots';

/**
 * Freezes a link on the resume as it is now and lets go of versions no link shows any more. The callers (create,
 * update, refresh, delete) run it inside their transaction, so a link never points at a version that is gone.
 */
@Injectable()
export class ShareFreezer {
  constructor(
    private readonly content: SharedContent,
    private readonly snapshots: ShareSnapshots,
  ) {}

  /** The link's content, filter and template as a visit shows them now (the live assembly), kept as its version. */
  async freeze(link: Pick<ShareLink, 'userId' | 'filterId' | 'templateId'>, owner: User, now: Date): Promise<Frozen> {
    const { complete, filter, template } = await readLiveShare(this.content, link, owner);
    const snapshot = newSnapshot(newId(), complete, now);
    let snapshotId = await this.snapshots.findId(owner.id, snapshot.contentHash);
    if (!snapshotId) {
      checkRoomForSnapshot(await this.snapshots.usage(owner.id), snapshot);
      snapshotId = await this.snapshots.insert(snapshot);
    }
    return { snapshotId, at: now, filter, template };
  }

  /** After a link stopped showing `before` (deleted, made live, refreshed): its version goes if it was the last. */
  async release(before: Frozen | null, after: Frozen | null = null): Promise<void> {
    if (before && before.snapshotId !== after?.snapshotId) await this.snapshots.releaseIfUnused(before.snapshotId);
  }
}
