import { Injectable } from '@nestjs/common';
import { isUnfurler, lapseGraceEnd } from '@resume/contracts';
import type { PublicPageChrome, SharedResumeResponse, User } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { asFreePlanShows, FREE_TEMPLATE_ID } from '../domain/lapsed-share';
import { isOpenToVisitors } from '../domain/link-controls';
import { showsPreview } from '../domain/link-preview';
import { Frozen, ShareLink } from '../domain/share-link';
import { frozenShare } from '../domain/frozen-share';
import { publicChrome, sharedResume } from '../domain/public-resume';
import { CountVisit, Visitor } from './count-visit';
import { readLiveShare } from './live-share';
import { LinkForVisit, LinksForVisit } from './ports/links-for-visit';
import { NoteFirstOpen } from './note-first-open';
import { VisitTokens } from './ports/reading';
import { CachedShare, SharedContent, SharedResumeCache } from './ports/shared-content';
import { ShareSnapshots } from './ports/share-snapshots';
import { ShareCodeGate } from './share-code-gate';

export interface OpenSharedResumeInput {
  shareableId: string;
  /** The code the visitor typed, if any. */
  code?: string;
  /** The access cookie's value, if the visitor sent one. */
  pass?: string;
  /** The signed-in user, if any: the owner sees their own link without a code and is never counted. */
  viewerId?: string | null;
  visitor: Visitor;
}

export interface OpenedShare extends CachedShare<SharedResumeResponse> {
  link: ShareLink;
  /** Cache key of what is shown (the link and everything it shows, by last change). */
  version: string;
  /** Set when a correct code was entered now: the adapter turns it into the access cookie. */
  granted?: { token: string; expiresAt: Date };
  /** Someone other than the owner, not a robot: the page gives them a visit token for its reading (0053). */
  reader: boolean;
  /** A reader's visit token (the page's beacon sends it back); null for the owner and robots. */
  visitToken: string | null;
}

/**
 * GET /api/resume/shared/{id} and the /s/{id} page (spec 2.8, 4, 7): 404 for an unknown id; with a code on the
 * link, 403 { requiresCode } until the visitor has a pass or enters the right code (ShareCodeGate: waits per client,
 * a lock per link, the owner mailed; docs/decisions/0014-share-code-guessing.md).
 */
@Injectable()
export class OpenSharedResume {
  constructor(
    private readonly links: LinksForVisit,
    private readonly content: SharedContent,
    private readonly cache: SharedResumeCache,
    private readonly codeGate: ShareCodeGate,
    private readonly countVisit: CountVisit,
    private readonly snapshots: ShareSnapshots,
    private readonly clock: Clock,
    private readonly firstOpen: NoteFirstOpen,
    private readonly visitTokens: VisitTokens,
  ) {}

  async execute(input: OpenSharedResumeInput): Promise<OpenedShare> {
    let found = await this.links.findForVisit(input.shareableId);
    // Paused or expired: the unknown link's answer, before the code gate (no guessing a paused link's code).
    if (!found || !isOpenToVisitors(found.link, this.clock.now())) throw new DomainError('SHARE_LINK_INVALID');
    const isOwner = !!input.viewerId && input.viewerId === found.link.userId;
    let granted: OpenedShare['granted'];

    if (found.link.securityCode && !isOwner) {
      ({ found, granted } = await this.codeGate.admit(found, input));
    }

    // Link unfurlers, mail scanners and robots (UNFURLER_AGENTS) are neither views nor opens (0053).
    const reader = !isOwner && !isUnfurler(input.visitor.userAgent);
    if (reader && (await this.countVisit.execute(found.link.id, input.visitor)))
      await this.firstOpen.execute(found.link, this.clock.now());
    const version = this.withLapse(found);
    const shown = await this.assemble(found.link, version);
    const visitToken = reader ? this.visitTokens.issue(found.link.shareableId, this.clock.now()) : null;
    return { ...shown, link: found.link, version, granted, reader, visitToken };
  }

  /**
   * What a link's preview card shows (docs/decisions/0054-link-controls-and-previews.md): the resume as the page
   * shows it, for a link that shows a preview (showsPreview); else the unknown link's error. Not a visit: nothing is
   * counted, no code is asked (a coded link never shows a preview).
   */
  async preview(shareableId: string): Promise<CachedShare<SharedResumeResponse>> {
    const found = await this.links.findForVisit(shareableId);
    if (!found || !showsPreview(found.link, this.clock.now())) throw new DomainError('SHARE_LINK_INVALID');
    return this.assemble(found.link, this.withLapse(found));
  }

  /**
   * The chrome of a coded link's code dialog: the owner's, by the rule of the page the right code opens (spec 2.8),
   * so a paid owner's dialog carries no free branding. A yes or no only: nothing else of the owner before the code.
   */
  async codePageChrome(shareableId: string): Promise<PublicPageChrome> {
    const found = await this.links.findForVisit(shareableId);
    const owner = found && (await this.content.owner(found.link.userId));
    return owner ? publicChrome(owner) : { productBranding: true };
  }

  /**
   * The stamp, marked once a lapse's grace has ended: that moment changes what the link shows (the free template)
   * without any row changing, so cached copies and ETags must not outlive it (docs/decisions/0036-plan-lapse.md).
   */
  private withLapse({ version, paidAccessEndedAt }: LinkForVisit): string {
    return paidAccessEndedAt && this.clock.now() >= lapseGraceEnd(paidAccessEndedAt) ? `${version}|lapsed` : version;
  }

  private async assemble(link: ShareLink, version: string): Promise<CachedShare<SharedResumeResponse>> {
    const key = `share:${link.id}:${version}`;
    const cached = this.cache.get<SharedResumeResponse>(key);
    if (cached) return cached;
    const owner = await this.content.owner(link.userId);
    if (!owner) throw new DomainError('SHARE_LINK_INVALID');
    const shown = link.frozen ? await this.frozenBody(link.frozen, owner) : await this.liveBody(link, owner);
    const body = owner.servesPaidFeatures
      ? shown
      : asFreePlanShows(shown, await this.content.template(owner.id, FREE_TEMPLATE_ID));
    const value = { body, json: JSON.stringify(body) };
    this.cache.set(key, value);
    return value;
  }

  /** A frozen link: its stored version, with the filter and template it had then (docs/decisions/0027). */
  private async frozenBody(frozen: Frozen, owner: User): Promise<SharedResumeResponse> {
    const content = await this.snapshots.content(frozen.snapshotId);
    if (!content) throw new DomainError('SHARE_LINK_INVALID');
    return frozenShare(content, owner, frozen);
  }

  private async liveBody(link: ShareLink, owner: User): Promise<SharedResumeResponse> {
    const { complete, filter, template } = await readLiveShare(this.content, link, owner);
    // Tailored here, not only in the renderer: what the filter hides never leaves the server (0013-privacy).
    return sharedResume(complete, filter, template);
  }
}
