import type { CompleteResume, Filter, Template, User } from '@resume/contracts';
import type { ShareLink } from '../../domain/share-link';
import { LinkCardCache, LinkCardPrinter } from '../ports/link-cards';
import { LinkForVisit, LinksForVisit } from '../ports/links-for-visit';
import { PublicResumeVersion, PublicResumeVersions } from '../ports/public-resume-versions';
import { CachedShare, SharedContent, SharedResumeCache, ShareOwner } from '../ports/shared-content';
import type { SharedPdfRequest } from '../ports/shared-resume-pdf';

/** Links by shareable id, each with a version stamp the test sets (a change of what it shows: a new stamp). */
export class InMemoryLinksForVisit extends LinksForVisit {
  readonly links = new Map<string, LinkForVisit>();

  put(link: ShareLink, version: string): void {
    this.links.set(link.shareableId, { link, version, paidAccessEndedAt: null });
  }

  async findForVisit(shareableId: string): Promise<LinkForVisit | null> {
    return this.links.get(shareableId) ?? null;
  }
}

/** Public-page switches and stamps by username. */
export class InMemoryPublicResumeVersions extends PublicResumeVersions {
  readonly byUsername = new Map<string, PublicResumeVersion>();

  async findByUsername(username: string): Promise<PublicResumeVersion | null> {
    return this.byUsername.get(username) ?? null;
  }
}

/** Owners' resumes, and filters and templates by id (ownership is the repositories' and tested there). */
export class FakeSharedContent extends SharedContent {
  constructor(
    public owners: ShareOwner[],
    public resumes: Map<string, CompleteResume>,
    public filters: Filter[] = [],
    public templates: Template[] = [],
  ) {
    super();
  }

  async owner(userId: string): Promise<ShareOwner | null> {
    return this.owners.find((o) => o.id === userId) ?? null;
  }
  async complete(owner: User): Promise<CompleteResume> {
    return this.resumes.get(owner.id)!;
  }
  async filter(_userId: string, filterId: string): Promise<Filter | null> {
    return this.filters.find((f) => f.id === filterId) ?? null;
  }
  async template(_userId: string, templateId: string): Promise<Template | null> {
    return this.templates.find((t) => t.id === templateId) ?? null;
  }
  async defaultTemplate(): Promise<Template | null> {
    return this.templates[0] ?? null;
  }
}

export class MapSharedResumeCache extends SharedResumeCache {
  private readonly entries = new Map<string, CachedShare<unknown>>();
  get<T>(key: string): CachedShare<T> | undefined {
    return this.entries.get(key) as CachedShare<T> | undefined;
  }
  set<T>(key: string, value: CachedShare<T>): void {
    this.entries.set(key, value);
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
