import type {
  CompleteResume,
  Filter,
  PublicCompleteResume,
  ReadNotice,
  ShareLinkDay,
  ShareLinkReading,
  Template,
  User,
} from '@resume/contracts';
import { AdjustableClock } from '../../../../shared/testing/adjustable-clock';
import { ImmediateTransaction } from '../../../../shared/testing/immediate-transaction';
import { aCompleteResume, anAccount, aTemplate } from '../../../../shared/testing/resume-fixtures';
import { FREE_TEMPLATE_ID } from '../../domain/lapsed-share';
import { ShareFreezer } from '../share-freezer';
import { InMemoryOwned } from '../../../../shared/testing/in-memory-owned';
import type { Snapshot, SnapshotUsage } from '../../domain/frozen-share';
import type { ClientGuesses } from '../../domain/share-code-guessing';
import type { ShareLink } from '../../domain/share-link';
import { aShareLink as aDomainShareLink } from '../../domain/testing/share-links';
import { AccessPass } from '../ports/access-pass';
import { LinkCardCache, LinkCardPrinter } from '../ports/link-cards';
import {
  LinkReadings,
  NewReadNotice,
  ReadNotices,
  ReadOutcome,
  VisitReading,
  VisitTicket,
  VisitTokens,
} from '../ports/reading';
import { LinkForVisit, LinksForVisit } from '../ports/links-for-visit';
import { PublicResumeVersion, PublicResumeVersions } from '../ports/public-resume-versions';
import { ShareAnalytics, VisitorSalts } from '../ports/share-analytics';
import { GuessState, ShareCodeGuesses, Weighed } from '../ports/share-code-guesses';
import { ShareLinkRepository } from '../ports/share-link.repository';
import { ShareSnapshots } from '../ports/share-snapshots';
import { CachedShare, SharedContent, SharedResumeCache, ShareOwner } from '../ports/shared-content';
import { SharedPdfRequest, SharedResumePdf } from '../ports/shared-resume-pdf';

/** In-memory fakes of the sharing module's ports, for use-case unit tests. */

/** A live link of user u1, no code, no filter, template t1, made at the epoch. */
export const aShareLink = (fields: Partial<ShareLink> = {}): ShareLink =>
  aDomainShareLink(new Date(0), { shareableId: 'pub-l1', resumeId: 'r-u1', templateId: 't1', ...fields });

/** The reading specs' link: owner-1's link-1, public id pub-1. */
export const aLink = (fields: Partial<ShareLink> = {}): ShareLink =>
  aShareLink({ id: 'link-1', userId: 'owner-1', shareableId: 'pub-1', resumeId: 'resume-1', ...fields });

export class InMemoryShareLinks extends InMemoryOwned<ShareLink> implements ShareLinkRepository {}

/** Other modules' content: owners by id (their resume from `resumes`, else aCompleteResume), filters, templates. */
export class FakeSharedContent extends SharedContent {
  readonly owners = new Map<string, ShareOwner>();
  readonly resumes = new Map<string, CompleteResume>();
  readonly filters = new Map<string, Filter & { userId: string }>();
  readonly templates = new Map<string, Template>();
  /** Template ids of each user's default. */
  readonly defaults = new Map<string, string>();
  /** How many times each read ran: a cache hit reads nothing. */
  completeReads = 0;

  addOwner(fields: Partial<ShareOwner> = {}): ShareOwner {
    const owner = { ...anAccount(), servesPaidFeatures: true, ...fields };
    this.owners.set(owner.id, owner);
    return owner;
  }
  async owner(userId: string) {
    return this.owners.get(userId) ?? null;
  }
  async complete(owner: User) {
    this.completeReads += 1;
    return this.resumes.get(owner.id) ?? aCompleteResume(owner);
  }
  async filter(userId: string, filterId: string) {
    const found = this.filters.get(filterId);
    if (!found || found.userId !== userId) return null;
    const { userId: _owner, ...filter } = found;
    return filter;
  }
  async template(userId: string, templateId: string) {
    const found = this.templates.get(templateId);
    return found && (found.userId === userId || found.userId === -1) ? found : null;
  }
  async defaultTemplate(userId: string) {
    const id = this.defaults.get(userId);
    return id ? (this.templates.get(id) ?? null) : null;
  }
}

export class MapShareCache extends SharedResumeCache {
  readonly entries = new Map<string, CachedShare<unknown>>();
  get<T>(key: string) {
    return this.entries.get(key) as CachedShare<T> | undefined;
  }
  set<T>(key: string, value: CachedShare<T>) {
    this.entries.set(key, value);
  }
}

export class InMemorySnapshots extends ShareSnapshots {
  readonly rows = new Map<string, Snapshot>();
  /** Ids of versions some link shows: `releaseIfUnused` keeps those. */
  readonly inUse = new Set<string>();
  async findId(userId: string, contentHash: string) {
    return [...this.rows.values()].find((s) => s.userId === userId && s.contentHash === contentHash)?.id ?? null;
  }
  async usage(userId: string): Promise<SnapshotUsage> {
    const mine = [...this.rows.values()].filter((s) => s.userId === userId);
    return { count: mine.length, bytes: mine.reduce((n, s) => n + s.bytes, 0) };
  }
  async insert(snapshot: Snapshot) {
    this.rows.set(snapshot.id, snapshot);
    return snapshot.id;
  }
  async content(id: string) {
    const row = this.rows.get(id);
    return row ? (JSON.parse(row.json) as PublicCompleteResume) : null;
  }
  async releaseIfUnused(id: string) {
    if (!this.inUse.has(id)) this.rows.delete(id);
  }
}

/** Reads the links of an InMemoryShareLinks by public id, with a stamp the test sets. */
export class InMemoryLinksForVisit extends LinksForVisit {
  version = 'v1';
  paidAccessEndedAt: Date | null = null;
  constructor(private readonly links: InMemoryShareLinks) {
    super();
  }
  async findForVisit(shareableId: string): Promise<LinkForVisit | null> {
    const link = this.links.rows.find((l) => l.shareableId === shareableId);
    return link ? { link, version: this.version, paidAccessEndedAt: this.paidAccessEndedAt } : null;
  }
}

export class InMemoryPublicVersions extends PublicResumeVersions {
  readonly rows = new Map<string, PublicResumeVersion>();
  async findByUsername(username: string) {
    return this.rows.get(username) ?? null;
  }
}

/** Views once per visitor hash per hour, downloads, and the days the test puts in `dayRows`. */
export class InMemoryShareAnalytics extends ShareAnalytics {
  readonly views: { linkId: string; visitorHash: string; at: Date }[] = [];
  readonly downloads: { linkId: string; at: Date }[] = [];
  dayRows: (ShareLinkDay & { linkId: string })[] = [];
  /** The `fromDay` of the last `days` call, and the `day` of the last sweep. */
  askedFrom: string | null = null;
  sweptBefore: string | null = null;
  async recordView(linkId: string, visitorHash: string, at: Date) {
    const hour = at.toISOString().slice(0, 13);
    const seen = this.views.some(
      (v) => v.linkId === linkId && v.visitorHash === visitorHash && v.at.toISOString().slice(0, 13) === hour,
    );
    if (!seen) this.views.push({ linkId, visitorHash, at });
    return !seen;
  }
  async recordDownload(linkId: string, at: Date) {
    this.downloads.push({ linkId, at });
  }
  async days(linkId: string, fromDay: string) {
    this.askedFrom = fromDay;
    return this.dayRows.filter((d) => d.linkId === linkId && d.date >= fromDay).map(({ linkId: _l, ...d }) => d);
  }
  async deleteVisitsBefore(day: string) {
    this.sweptBefore = day;
    const before = this.views.length;
    const kept = this.views.filter((v) => v.at.toISOString().slice(0, 10) >= day);
    this.views.splice(0, this.views.length, ...kept);
    return before - kept.length;
  }
}

export class FixedSalts extends VisitorSalts {
  async forDay(day: string) {
    return `salt-${day}`;
  }
}

/**
 * Wrong codes per link and client, kept on the links of an InMemoryShareLinks (failedAttempts, lockedAt) as the
 * adapter keeps them on the row; `weigh` reads the state as it is and writes what `decide` returns.
 */
export class InMemoryCodeGuesses extends ShareCodeGuesses {
  readonly clients = new Map<string, ClientGuesses>();
  readonly resets: string[] = [];
  constructor(private readonly links: InMemoryShareLinks) {
    super();
  }
  async ofClient(linkId: string, clientKey: string) {
    return this.clients.get(`${linkId}|${clientKey}`) ?? null;
  }
  async weigh<T>(linkId: string, clientKey: string, decide: (state: GuessState | null) => Weighed<T>) {
    const link = this.links.rows.find((l) => l.id === linkId);
    const state: GuessState | null =
      !link || link.lockedAt
        ? null
        : {
            failedAttempts: link.failedAttempts,
            securityCode: link.securityCode,
            client: await this.ofClient(linkId, clientKey),
          };
    const { result, wrong } = decide(state);
    if (wrong && link) {
      link.failedAttempts = wrong.failedAttempts;
      link.lockedAt = wrong.lockedAt;
      this.clients.set(`${linkId}|${clientKey}`, wrong.client);
    }
    return result;
  }
  async reset(linkId: string) {
    this.resets.push(linkId);
    for (const key of this.clients.keys()) if (key.startsWith(`${linkId}|`)) this.clients.delete(key);
  }
}

/** A pass is `pass:<link id>:<code>`: a new code ends it, as the signed cookie's binding does. */
export class FakeAccessPass extends AccessPass {
  issue(link: ShareLink, now: Date) {
    return { token: `pass:${link.id}:${link.securityCode}`, expiresAt: new Date(now.getTime() + 3_600_000) };
  }
  verify(link: ShareLink, token: string) {
    return token === `pass:${link.id}:${link.securityCode}`;
  }
}

export class RecordingSharedPdf extends SharedResumePdf {
  readonly printed: SharedPdfRequest[] = [];
  async print(request: SharedPdfRequest) {
    this.printed.push(request);
    return Buffer.from('%PDF-1.7');
  }
}

/** Prints a fake PNG naming what it was asked (the owner's name and the filter's tags) and counts the prints. */
export class FakeCardPrinter extends LinkCardPrinter {
  readonly printed: SharedPdfRequest[] = [];
  up = true;

  async print(request: SharedPdfRequest): Promise<Buffer> {
    this.printed.push(request);
    return Buffer.from(`png:${request.author}:${request.filter?.tags.join(',') ?? ''}:${this.printed.length}`);
  }
  async available(): Promise<boolean> {
    return this.up;
  }
}

export class MapLinkCardCache extends LinkCardCache {
  readonly cards = new Map<string, Buffer>();
  get(version: string): Buffer | undefined {
    return this.cards.get(version);
  }
  set(version: string, png: Buffer): void {
    this.cards.set(version, png);
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

/** The fakes wired as the module wires them, with u1 (a paying owner), their templates t1 (default) and a preset. */
export function sharingFakes() {
  const clock = new AdjustableClock();
  const links = new InMemoryShareLinks();
  const content = new FakeSharedContent();
  const owner = content.addOwner();
  content.templates.set('t1', aTemplate('t1', { isDefault: true }));
  content.templates.set(FREE_TEMPLATE_ID, aTemplate(FREE_TEMPLATE_ID, { userId: -1 }));
  content.defaults.set('u1', 't1');
  content.filters.set('f1', { id: 'f1', name: 'Math jobs', tags: ['math'], userId: 'u1' });
  const snapshots = new InMemorySnapshots();
  const freezer = new ShareFreezer(content, snapshots);
  const transaction = new ImmediateTransaction();
  const analytics = new InMemoryShareAnalytics();
  return { clock, links, content, owner, snapshots, freezer, transaction, analytics };
}
