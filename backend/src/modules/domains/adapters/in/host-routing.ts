import { Injectable, Logger } from '@nestjs/common';
import { DOMAINS_API, PUBLIC_PAGES, SHARING_API } from '@resume/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';
import { claimedOrigin } from '../../../../infrastructure/http/origin-check.middleware';
import { markPersonHost, markOtherHost } from '../../../../infrastructure/http/page-site';
import { DomainError } from '../../../../shared/domain/domain-error';
import { ShareLinkOwners } from '../../application/ports/share-link-owners';
import { ResolveHost } from '../../application/resolve-host.use-case';
import { sendMovedPage } from './moved-page';

/** The share-link paths a person's host serves: the page, its code form, its PDF and its reading beacon (0053). */
const SHARE_PATH = /^\/s\/([A-Za-z0-9_-]{1,64})(\/unlock|\/pdf|\/read)?\/?$/;

/**
 * The code form posts from the person's own origin, which the app-wide origin check (it knows APP_URL's only) would
 * refuse: the same CSRF check is made here against this host's origin, and the headers it read are dropped after.
 */
function sameOriginOnly(req: Request): DomainError | null {
  const claimed = claimedOrigin(req);
  if (claimed !== undefined && claimed !== `${req.protocol}://${req.get('host')}`)
    return new DomainError('FORBIDDEN_ORIGIN');
  delete req.headers.origin;
  delete req.headers.referer;
  return null;
}

const one = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Serving by Host (issue 14 point 3), before the static files and every route: on a person's subdomain or verified
 * domain, '/' is their public resume, /s/{id} only their own links, GET /api/domain-resume their resume as JSON;
 * the request goes on to the sharing module's own routes under their app paths, so visibility, contact-field
 * settings, codes, waits and locks are the same. Everything else there is 404; an unknown Host is 421.
 */
@Injectable()
export class HostRouting {
  private readonly logger = new Logger('HostRouting');

  private readonly appOrigin: string;

  constructor(
    private readonly resolve: ResolveHost,
    private readonly shareOwners: ShareLinkOwners,
    config: AppConfig,
  ) {
    this.appOrigin = new URL(config.appUrl).origin;
  }

  /**
   * A refusal goes to the app's error handler (app.factory.ts), which answers an API client with the JSON body and
   * a browser's navigation with the public pages' message page (docs/decisions/0040-browser-error-pages.md).
   */
  readonly handler: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    this.route(req, res).then(
      (outcome) => {
        if (outcome === 'answered') return;
        return outcome ? next(outcome) : next();
      },
      (error: unknown) => {
        this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
        next(new DomainError('INTERNAL'));
      },
    );
  };

  /** Rewrites req.url to the app path that serves the request, or returns the error to answer with. */
  private async route(req: Request, res: Response): Promise<DomainError | null | 'answered'> {
    const target = await this.resolve.execute(req.hostname ?? '');
    if (target.kind === 'app') return null;
    if (target.kind === 'unknown') {
      markOtherHost(res, `${req.protocol}://${req.get('host')}`);
      return new DomainError('HOST_UNKNOWN');
    }
    if (target.kind === 'moved') return this.moved(req, res, target);
    markPersonHost(res, `${req.protocol}://${req.get('host')}`);
    const notFound = new DomainError('NOT_FOUND');
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (reading && req.path === '/') {
      req.url = PUBLIC_PAGES.publicResume(target.username);
      return null;
    }
    if (reading && req.path === DOMAINS_API.domainResume) {
      const shareId = one(req.query.shareId);
      if (shareId === undefined) {
        req.url = SHARING_API.publicResume(target.username);
        return null;
      }
      if ((await this.shareOwners.ownerOf(shareId)) !== target.userId) return new DomainError('SHARE_LINK_INVALID');
      req.url = SHARING_API.sharedResume(shareId, one(req.query.code));
      return null;
    }
    const share = SHARE_PATH.exec(req.path);
    const unlocking = req.method === 'POST' && (share?.[2] === '/unlock' || share?.[2] === '/read');
    if (share && (reading || unlocking)) {
      if ((await this.shareOwners.ownerOf(share[1])) !== target.userId) return notFound;
      return unlocking ? sameOriginOnly(req) : null;
    }
    return notFound;
  }

  /**
   * A lapsed plan's name (docs/decisions/0036-plan-lapse.md): its pages say the resume moved, linking to the app's
   * /r/{username} while the public page is on, a link's page to the same link on the app; the JSON is 410.
   */
  private async moved(
    req: Request,
    res: Response,
    { userId, publicUsername }: { userId: string; publicUsername: string | null },
  ): Promise<DomainError | 'answered'> {
    markOtherHost(res, `${req.protocol}://${req.get('host')}`);
    if (req.method !== 'GET' && req.method !== 'HEAD') return new DomainError('NOT_FOUND');
    if (req.path === DOMAINS_API.domainResume) return new DomainError('RESUME_MOVED');
    const share = SHARE_PATH.exec(req.path);
    if (
      share &&
      (share[2] === '/unlock' || share[2] === '/read' || (await this.shareOwners.ownerOf(share[1])) !== userId)
    )
      return new DomainError('NOT_FOUND');
    if (req.path !== '/' && !share) return new DomainError('NOT_FOUND');
    const to = share
      ? `${this.appOrigin}${PUBLIC_PAGES.shared(share[1])}`
      : publicUsername && `${this.appOrigin}${PUBLIC_PAGES.publicResume(publicUsername)}`;
    sendMovedPage(res, to || null);
    return 'answered';
  }
}
