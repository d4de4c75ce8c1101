import type { ReadNotice, ShareLinkReading, User } from '@resume/contracts';
import { MailMessage, MailSender } from '../../../../shared/application/mail-sender';
import { InMemoryOwned } from '../../../../shared/testing/in-memory-owned';
import type { ShareLink } from '../../domain/share-link';
import { LinkForVisit, LinksForVisit } from '../ports/links-for-visit';
import {
  LinkReadings,
  NewReadNotice,
  ReadNotices,
  ReadOutcome,
  VisitReading,
  VisitTicket,
  VisitTokens,
} from '../ports/reading';
import { SharedContent, ShareOwner } from '../ports/shared-content';
import { ShareLinkRepository } from '../ports/share-link.repository';

/** In-memory fakes of the reading ports (docs/decisions/0053-read-notices.md), for the use cases' unit specs. */

export function aLink(over: Partial<ShareLink> = {}): ShareLink {
  const at = new Date('2026-11-27T09:00:00Z');
  return {
    id: 'link-1',
    userId: 'owner-1',
    shareableId: 'pub-1',
    filterId: null,
    resumeId: 'resume-1',
    templateId: null,
    securityCode: null,
    noindex: false,
    allowPdfDownload: true,
    viewCount: 0,
    downloadCount: 0,
    failedAttempts: 0,
    lockedAt: null,
    createdAt: at,
    updatedAt: at,
    frozen: null,
    ...over,
  };
}

export class InMemoryShareLinks extends InMemoryOwned<ShareLink> implements ShareLinkRepository {}

export class InMemoryLinksForVisit extends LinksForVisit {
  constructor(readonly links: ShareLink[] = []) {
    super();
  }
  async findForVisit(shareableId: string): Promise<LinkForVisit | null> {
    const link = this.links.find((l) => l.shareableId === shareableId);
    return link ? { link, version: 'v1', paidAccessEndedAt: null } : null;
  }
}

interface Opening {
  userId: string;
  firstOpenedAt: Date | null;
  lastOpenedAt: Date | null;
  notifyOnOpen: boolean;
}

interface Read extends VisitReading {
  beacons: number;
}

export class InMemoryLinkReadings extends LinkReadings {
  readonly openings = new Map<string, Opening>();
  readonly reads = new Map<string, Read>();
  linkOwners = new Map<string, string>();

  async markOpened(shareLinkId: string, userId: string, at: Date): Promise<boolean> {
    const row = this.openings.get(shareLinkId);
    if (!row) {
      this.openings.set(shareLinkId, { userId, firstOpenedAt: at, lastOpenedAt: at, notifyOnOpen: true });
      return true;
    }
    row.lastOpenedAt = at;
    if (row.firstOpenedAt) return false;
    row.firstOpenedAt = at;
    return true;
  }

  async record(reading: VisitReading, maxBeacons: number): Promise<ReadOutcome> {
    const row = this.reads.get(reading.visitId);
    if (!row) {
      this.reads.set(reading.visitId, { ...reading, beacons: 1 });
      return 'recorded';
    }
    if (row.beacons >= maxBeacons || row.shareLinkId !== reading.shareLinkId) return 'limit';
    row.beacons += 1;
    row.seconds = Math.max(row.seconds, reading.seconds);
    row.depth = Math.max(row.depth, reading.depth);
    return 'recorded';
  }

  async summaries(userId: string): Promise<ShareLinkReading[]> {
    const ids = new Set<string>();
    for (const [id, o] of this.openings) if (o.userId === userId) ids.add(id);
    for (const r of this.reads.values()) if (this.linkOwners.get(r.shareLinkId) === userId) ids.add(r.shareLinkId);
    return [...ids].map((id) => {
      const o = this.openings.get(id);
      const reads = [...this.reads.values()].filter((r) => r.shareLinkId === id);
      return {
        id,
        firstOpenedAt: o?.firstOpenedAt?.toISOString() ?? null,
        lastOpenedAt: o?.lastOpenedAt?.toISOString() ?? null,
        notifyOnOpen: o?.notifyOnOpen ?? true,
        readVisits: reads.length,
        readSeconds: reads.reduce((n, r) => n + r.seconds, 0),
        averageDepth: reads.length ? Math.round(reads.reduce((n, r) => n + r.depth, 0) / reads.length) : null,
      };
    });
  }

  async linkNotifies(shareLinkId: string): Promise<boolean> {
    return this.openings.get(shareLinkId)?.notifyOnOpen ?? true;
  }

  async setLinkNotifies(shareLinkId: string, userId: string, on: boolean): Promise<void> {
    const row = this.openings.get(shareLinkId);
    if (row) row.notifyOnOpen = on;
    else this.openings.set(shareLinkId, { userId, firstOpenedAt: null, lastOpenedAt: null, notifyOnOpen: on });
  }
}

export class InMemoryReadNotices extends ReadNotices {
  readonly rows: (ReadNotice & { userId: string; readAt: Date | null })[] = [];
  readonly accountOff = new Set<string>();

  async add(notice: NewReadNotice): Promise<void> {
    const { at, ...rest } = notice;
    this.rows.push({ ...rest, id: `n${this.rows.length + 1}`, at: at.toISOString(), readAt: null });
  }
  async unread(userId: string, limit: number): Promise<ReadNotice[]> {
    return this.rows
      .filter((r) => r.userId === userId && !r.readAt)
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, limit)
      .map(({ userId: _u, readAt: _r, ...notice }) => notice);
  }
  async markRead(userId: string, ids: string[] | null, at: Date): Promise<void> {
    for (const r of this.rows) if (r.userId === userId && !r.readAt && (!ids || ids.includes(r.id))) r.readAt = at;
  }
  async accountNotifies(userId: string): Promise<boolean> {
    return !this.accountOff.has(userId);
  }
  async setAccountNotifies(userId: string, on: boolean): Promise<void> {
    if (on) this.accountOff.delete(userId);
    else this.accountOff.add(userId);
  }
}

/** Tokens as "<shareableId>|<visitId>|<issued ms>": what matters to the use cases is the verdict, not the HMAC. */
export class FakeVisitTokens extends VisitTokens {
  private next = 0;
  issue(shareableId: string, now: Date): string {
    this.next += 1;
    return `${shareableId}|visit-${this.next}|${now.getTime()}`;
  }
  verify(shareableId: string, token: string): VisitTicket | null {
    const [link, visitId, issued] = token.split('|');
    return link === shareableId && visitId ? { visitId, issuedAt: new Date(Number(issued)) } : null;
  }
}

export class RecordingMail extends MailSender {
  readonly sent: MailMessage[] = [];
  failing = false;
  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error('mail down');
    this.sent.push(message);
  }
}

/** The owners and filters a share shows; only what NoteFirstOpen reads. */
export class FakeSharedContent extends SharedContent {
  readonly owners = new Map<string, ShareOwner>();
  readonly filterNames = new Map<string, string>();
  async owner(userId: string) {
    return this.owners.get(userId) ?? null;
  }
  async complete(): Promise<never> {
    throw new Error('not used');
  }
  async filter(_userId: string, filterId: string) {
    const name = this.filterNames.get(filterId);
    return name ? ({ id: filterId, name } as unknown as Awaited<ReturnType<SharedContent['filter']>>) : null;
  }
  async template() {
    return null;
  }
  async defaultTemplate() {
    return null;
  }
}

export const anOwner = (id: string, email: string): ShareOwner =>
  ({ id, email, servesPaidFeatures: true }) as unknown as User & { servesPaidFeatures: boolean };
