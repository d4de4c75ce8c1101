import { Controller, Get, HttpCode, Logger, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ERROR_CODES, hasPaidAccess, LIMITS, MESSAGES, PUBLIC_PAGES } from '@resume/contracts';
import type { Filter, PublicCompleteResume } from '@resume/contracts';
import express from 'express';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';
import { OptionalSessionGuard } from '../../../../infrastructure/http/optional-session.guard';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter';
import { DomainError } from '../../../../shared/domain/domain-error';
import { OpenPublicResume } from '../../application/open-public-resume.use-case';
import { PrintSharedResume } from '../../application/print-shared-resume.use-case';
import { RecordShareDownload } from '../../application/record-share-download.use-case';
import { OpenedShare, OpenSharedResume } from '../../application/open-shared-resume.use-case';
import { PageBody, PageMeta, renderPublicPage } from './public-page.document';
import { oneString, readPass, setPass, viewerIdOf, visitorOf } from './share-access.http';
import { UsernameLookupLimit } from './username-lookup-limit';

const HTML_CACHE_MAX = 200;
const FORM_BODY_MAX = 1024;

/** The title and description of a preview card (title, one line of who, the summary's start). */
function describe(data: PublicCompleteResume, filter?: Filter | null): { title: string; description: string } {
  const name = data.user.name?.trim() || data.user.username;
  const who = [data.user.title, data.user.location].filter(Boolean).join(' · ');
  const summary = (data.resume.summary ?? '').replace(/\s+/g, ' ').trim();
  const description = [who, summary].filter(Boolean).join(' — ').slice(0, 200) || `The resume of ${name}`;
  return { title: filter ? `${name} — ${filter.name} resume` : `${name} — Resume`, description };
}

/** The code dialog's urlencoded form: 1 KiB and a few fields at most (a bigger body answers 413 PAYLOAD_TOO_LARGE). */
const FORM_PARSER = express.urlencoded({ extended: false, limit: FORM_BODY_MAX, parameterLimit: 16 });

/**
 * The form body of the code dialog (it posts without JavaScript). The app's JSON parser may have read a JSON body
 * already: its plain fields count as the form's. Any other content type leaves the form empty (so "Security code
 * is required"); a body over the limit, a bad charset or encoding fail as the parser says (413, 415, 400).
 */
async function readForm(req: Request): Promise<URLSearchParams> {
  if (req.body === undefined && req.res) {
    const res = req.res;
    await new Promise<void>((resolve, reject) =>
      FORM_PARSER(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
    );
  }
  const form = new URLSearchParams();
  const body: unknown = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return form;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (typeof one === 'string' || typeof one === 'number') form.append(name, String(one));
    }
  }
  return form;
}

/**
 * /r/{username}, /s/{id}, /r/s/{id}, /share/{id} and /shared (spec 2.1, 2.8), rendered on the server through the
 * one renderer. The security-code dialog is a plain form posting to /s/{id}/unlock (same origin): a right code
 * sets the link's access cookie and redirects (303) back, so the code never sits in a URL.
 */
@Controller()
@UseGuards(OptionalSessionGuard)
export class PublicPagesController {
  private readonly logger = new Logger('PublicPages');
  private readonly htmlCache = new Map<string, string>();

  constructor(
    private readonly openShared: OpenSharedResume,
    private readonly openPublic: OpenPublicResume,
    private readonly recordDownload: RecordShareDownload,
    private readonly printPdf: PrintSharedResume,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
    private readonly usernameLookups: UsernameLookupLimit,
  ) {}

  /** An unknown, never-existing or private username: the same 404 page (docs/decisions/0013-privacy.md). */
  @Get('r/:username')
  async publicResume(@Param('username') username: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const url = `${this.config.appUrl}${PUBLIC_PAGES.publicResume(username)}`;
    try {
      await this.usernameLookups.consume(req);
      const data = await this.openPublic.execute(username);
      const meta = { ...describe(data), url, noindex: false };
      this.send(res, 200, 'no-cache', meta, { kind: 'resume', data, freeChrome: !hasPaidAccess(data.user) });
    } catch (error) {
      this.sendError(res, error, url, 'notAvailable');
    }
  }

  @Get(['s/:id', 'r/s/:id', 'share/:id'])
  async shared(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.renderShared(id, req, res);
  }

  @Post('s/:id/unlock')
  @HttpCode(200)
  async unlock(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const code = oneString((await readForm(req)).get('code'))?.trim() ?? '';
    await this.renderShared(id, req, res, code);
  }

  /** The download a link's owner may offer (allowPdfDownload); the same access rules as the page, counted once per download. */
  @Get('s/:id/pdf')
  async sharedPdf(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    let opened: OpenedShare;
    try {
      // Anyone can ask for these: a limit per client address (req.ip, TRUST_PROXY) keeps the printers free.
      await this.limiter.consume(
        'pdf-download',
        `ip:${req.ip}`,
        this.config.pdf.downloadsPerWindow,
        LIMITS.pdfDownloadsPerClient.windowMs,
      );
      opened = await this.openShared.execute({
        shareableId: id,
        pass: readPass(req, id),
        viewerId: viewerIdOf(req),
        visitor: visitorOf(req),
      });
    } catch (error) {
      // A code is needed (or the link waits or is locked): the page shows the dialog.
      if (
        error instanceof DomainError &&
        ['SECURITY_CODE_REQUIRED', 'SECURITY_CODE_INVALID', 'CODE_ATTEMPTS_WAIT', 'SHARE_LINK_LOCKED'].includes(
          error.code,
        )
      ) {
        res.setHeader('Cache-Control', 'private, no-store');
        res.redirect(303, PUBLIC_PAGES.shared(id));
        return;
      }
      return this.sendError(res, error, `${this.config.appUrl}${PUBLIC_PAGES.shared(id)}`, 'invalidShareLink');
    }
    const { body, link } = opened;
    if (!link.allowPdfDownload) {
      return this.sendError(
        res,
        new DomainError('SHARE_LINK_INVALID'),
        `${this.config.appUrl}${PUBLIC_PAGES.pdf(id)}`,
        'invalidShareLink',
      );
    }
    const pdf = await this.printPdf.execute(body);
    await this.recordDownload.execute(id, viewerIdOf(req));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="resume-${body.resume.id}.pdf"`);
    res.status(200).end(pdf);
  }

  @Get('shared')
  sharedByHash(@Res() res: Response): void {
    const meta = {
      title: 'Shared resume',
      description: 'A shared resume',
      url: `${this.config.appUrl}${PUBLIC_PAGES.sharedHash}`,
      noindex: true,
    };
    this.send(res, 200, 'no-cache', meta, { kind: 'hash-redirect' });
  }

  private async renderShared(id: string, req: Request, res: Response, code?: string): Promise<void> {
    const url = `${this.config.appUrl}${PUBLIC_PAGES.shared(id)}`;
    const action = PUBLIC_PAGES.unlock(id);
    let opened: OpenedShare;
    try {
      opened = await this.openShared.execute({
        shareableId: id,
        code: code === undefined ? undefined : code,
        pass: readPass(req, id),
        viewerId: viewerIdOf(req),
        visitor: visitorOf(req),
      });
    } catch (error) {
      const protectedMeta = {
        title: 'Protected resume',
        description: 'This resume is protected by a security code.',
        url,
        noindex: true,
      };
      if (error instanceof DomainError) {
        switch (error.code) {
          case 'SECURITY_CODE_REQUIRED':
            return this.send(res, code === undefined ? 403 : 400, 'private, no-store', protectedMeta, {
              kind: 'code',
              action,
              error: code === undefined ? undefined : MESSAGES.resumeViews.securityCodeRequired,
              freeChrome: true,
            });
          case 'SECURITY_CODE_INVALID':
            if (error.extras.retryAfterSeconds) res.setHeader('Retry-After', String(error.extras.retryAfterSeconds));
            return this.send(res, 403, 'private, no-store', protectedMeta, {
              kind: 'code',
              action,
              error: MESSAGES.resumeViews.invalidSecurityCode,
              freeChrome: true,
            });
          case 'CODE_ATTEMPTS_WAIT': {
            const seconds = error.extras.retryAfterSeconds ?? 60;
            res.setHeader('Retry-After', String(seconds));
            const wait = `${ERROR_CODES.CODE_ATTEMPTS_WAIT.message} Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;
            return this.send(res, 429, 'private, no-store', protectedMeta, {
              kind: 'code',
              action,
              error: wait,
              freeChrome: true,
            });
          }
          case 'SHARE_LINK_LOCKED':
            return this.send(res, 423, 'private, no-store', protectedMeta, { kind: 'locked' });
        }
      }
      return this.sendError(res, error, url, 'invalidShareLink');
    }

    if (opened.granted) {
      setPass(res, this.config, id, opened.granted);
      res.setHeader('Cache-Control', 'private, no-store');
      res.redirect(303, PUBLIC_PAGES.shared(id));
      return;
    }
    if (code !== undefined) {
      // The owner (or a visitor with a pass) posting the form: back to the page, no code in the URL.
      res.redirect(303, PUBLIC_PAGES.shared(id));
      return;
    }
    const { body, link, version } = opened;
    const cacheControl = link.securityCode ? 'private, no-store' : 'no-cache';
    const cached = this.htmlCache.get(version + id);
    if (cached) return this.sendHtml(res, 200, cacheControl, cached, link.noindex || !!link.securityCode);
    const meta: PageMeta = { ...describe(body, body.filter), url, noindex: link.noindex || !!link.securityCode };
    const html = renderPublicPage(meta, {
      kind: 'resume',
      data: body,
      filter: body.filter ?? null,
      template: body.template ?? null,
      freeChrome: !hasPaidAccess(body.user),
      // Only when that page is on: a private owner's link must not point at (or name) a 404.
      fullResumeHref: body.user.publicPage ? PUBLIC_PAGES.publicResume(body.user.username) : undefined,
      pdfHref: link.allowPdfDownload ? PUBLIC_PAGES.pdf(id) : undefined,
    });
    this.htmlCache.set(version + id, html);
    if (this.htmlCache.size > HTML_CACHE_MAX) this.htmlCache.delete(this.htmlCache.keys().next().value as string);
    this.sendHtml(res, 200, cacheControl, html, meta.noindex);
  }

  private sendError(res: Response, error: unknown, url: string, which: 'notAvailable' | 'invalidShareLink'): void {
    if (error instanceof DomainError && error.code === 'RATE_LIMITED') {
      const limited =
        which === 'notAvailable' ? MESSAGES.resumeViews.tooManyLookups : MESSAGES.resumeViews.tooManyDownloads;
      const { title, description = '' } = limited;
      if (error.extras.retryAfterSeconds) res.setHeader('Retry-After', String(error.extras.retryAfterSeconds));
      this.send(
        res,
        429,
        'no-store',
        { title, description, url, noindex: true },
        { kind: 'message', title, text: description },
      );
      return;
    }
    const known =
      error instanceof DomainError && ['SHARE_LINK_INVALID', 'RESUME_NOT_FOUND', 'NOT_FOUND'].includes(error.code);
    if (!known) this.logger.error(`public page ${url} failed`, error instanceof Error ? error.stack : String(error));
    const message = known ? MESSAGES.resumeViews[which] : MESSAGES.resumeViews.loadError;
    const meta = { title: message.title, description: message.description ?? '', url, noindex: true };
    this.send(res, known ? 404 : 500, 'no-store', meta, {
      kind: 'message',
      title: message.title,
      text: message.description ?? '',
    });
  }

  private send(res: Response, status: number, cacheControl: string, meta: PageMeta, body: PageBody): void {
    this.sendHtml(res, status, cacheControl, renderPublicPage(meta, body), meta.noindex);
  }

  private sendHtml(res: Response, status: number, cacheControl: string, html: string, noindex: boolean): void {
    res.setHeader('Cache-Control', cacheControl);
    if (noindex) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.status(status).type('html').send(html);
  }
}
