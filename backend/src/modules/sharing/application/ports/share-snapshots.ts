import type { PublicCompleteResume } from '@resume/contracts';
import type { Snapshot, SnapshotUsage } from '../../domain/frozen-share';

/** The stored versions of frozen links (share_snapshots). */
export abstract class ShareSnapshots {
  /** The id of the owner's version with this content hash, if one is stored. */
  abstract findId(userId: string, contentHash: string): Promise<string | null>;
  /** How many versions the owner keeps and their bytes (checked against FROZEN_SNAPSHOTS before a new one). */
  abstract usage(userId: string): Promise<SnapshotUsage>;
  /**
   * Stores the version and answers its id; when the same version was stored meanwhile (two freezes at once), the
   * id of that one instead: the owner never holds one version twice.
   */
  abstract insert(snapshot: Snapshot): Promise<string>;
  abstract content(id: string): Promise<PublicCompleteResume | null>;
  /** Deletes the version once no link shows it any more (its last link deleted, made live or refreshed). */
  abstract releaseIfUnused(id: string): Promise<void>;
}
