/**
 * Frozen share links (docs/decisions/0027-complete-rows-and-frozen-links.md): a link that shows the resume as it was
 * when frozen. The version is the resume as visitors saw it then, stored once per owner and content, however many
 * links show it; each link keeps the filter and template it had at that moment.
 */
import { createHash } from 'node:crypto';
import { FROZEN_SNAPSHOTS } from '@resume/contracts';
import type { CompleteResume, PublicCompleteResume, PublicUser, SharedResume, User } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { publicChrome, publicContent, publicOwner, tailoredShare } from './public-resume';
import type { Frozen } from './share-link';

/** One stored version: its content as JSON, the hash that finds an identical one, its size for the owner's limits. */
export interface Snapshot {
  id: string;
  userId: string;
  contentHash: string;
  json: string;
  bytes: number;
  createdAt: Date;
}

export interface SnapshotUsage {
  count: number;
  bytes: number;
}

/**
 * The version of now: the public resume (hidden contact fields already left out), untailored, so links with other
 * filters frozen at the same moment share it. Identical content gives an identical hash.
 */
export function newSnapshot(id: string, resume: CompleteResume, now: Date): Snapshot {
  const json = JSON.stringify(publicContent(resume));
  return {
    id,
    userId: resume.user.id,
    contentHash: createHash('sha256').update(json, 'utf8').digest('hex'),
    json,
    bytes: Buffer.byteLength(json, 'utf8'),
    createdAt: now,
  };
}

/** SNAPSHOT_LIMIT_REACHED when one more version would pass the owner's count or bytes (FROZEN_SNAPSHOTS). */
export function checkRoomForSnapshot(usage: SnapshotUsage, adding: Pick<Snapshot, 'bytes'>): void {
  if (usage.count + 1 > FROZEN_SNAPSHOTS.perUser || usage.bytes + adding.bytes > FROZEN_SNAPSHOTS.bytesPerUser)
    throw new DomainError('SNAPSHOT_LIMIT_REACHED');
}

/**
 * What a frozen link answers: the stored version with the link's frozen filter and template. The resume header
 * (name, title, contacts, links) is the version's; what is the account's, not the resume's, is today's: the plan's
 * chrome (productBranding), the username and public-page switch (the 'View Full Resume' link). A contact
 * field the owner hides today stays hidden: freezing never publishes what the owner has since withdrawn.
 */
export function frozenShare(content: PublicCompleteResume, owner: User, frozen: Frozen): SharedResume {
  const then = content.user;
  const now = publicOwner(owner);
  // Field by field from the version: one stored before decision 0038 still holds the owner's id, plan and status.
  const user: PublicUser = {
    ...now,
    name: then.name,
    title: then.title,
    linkedin: then.linkedin,
    github: then.github,
    website: then.website,
    email: owner.showEmail ? then.email : null,
    phone: owner.showPhone ? then.phone : null,
    location: owner.showLocation ? then.location : null,
  };
  return tailoredShare({ ...content, user, ...publicChrome(owner) }, frozen.filter, frozen.template);
}
