import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { LIMITS } from '@resume/contracts';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';
import { requestClientKey } from '../../../../infrastructure/rate-limit/client-key';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter';
import { LinkCard, OpenLinkCard } from '../../application/open-link-card.use-case';
import { UsernameLookupLimit } from './username-lookup-limit';

/**
 * The preview card's image (og:image) of a share link and of a public page (docs/decisions/0054-link-controls-and-
 * previews.md): behind exactly the page's checks (a coded, noindex, paused, expired or unknown link, a private or
 * unknown username: the page's 404), the ETag is the card's version (304 on If-None-Match), and a version not yet
 * printed costs a print through the PDF queue, limited per client address. `?v=` only makes the URL change with the
 * version for unfurlers that keep images by URL; whatever it says, the card of now is served.
 */
@Controller()
export class LinkCardController {
  constructor(
    private readonly cards: OpenLinkCard,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
    private readonly usernameLookups: UsernameLookupLimit,
  ) {}

  @Get('s/:id/card.png')
  async shared(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.send(await this.cards.shared(id), req, res);
  }

  /** A lookup by username as the page's (the same limit), so guessing names through images costs the same. */
  @Get('r/:username/card.png')
  async publicPage(@Param('username') username: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.usernameLookups.consume(req);
    await this.send(await this.cards.publicPage(username.toLowerCase()), req, res);
  }

  private async send(card: LinkCard, req: Request, res: Response): Promise<void> {
    const etag = `"${card.version}"`;
    // Revalidated on every use: a link paused or made private stops its image at once, even in shared caches.
    res.setHeader('Cache-Control', 'public, no-cache');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match']?.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }
    let png = card.kept;
    if (!png) {
      await this.limiter.consume(
        'link-card-print',
        requestClientKey(req),
        this.config.pdf.cardPrintsPerWindow,
        LIMITS.linkCardPrintsPerClient.windowMs,
      );
      png = await card.print();
    }
    res.setHeader('Content-Type', 'image/png');
    res.status(200).end(png);
  }
}
