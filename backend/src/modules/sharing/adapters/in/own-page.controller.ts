import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ownPageTarget, PUBLIC_PAGES, type User } from '@resume/contracts';
import type { Request, Response } from 'express';
import { OptionalSessionGuard } from '../../../../infrastructure/http/optional-session.guard';

/**
 * {origin}/r, the owner-facing link to the complete resume (spec 2.1, 2.11; docs/decisions/0039-owner-links.md): a
 * redirect, so it works before any script. Where it leads depends on who asks, so no cache keeps it.
 */
@Controller()
@UseGuards(OptionalSessionGuard)
export class OwnPageController {
  @Get(PUBLIC_PAGES.ownPage.slice(1))
  ownPage(@Req() req: Request, @Res() res: Response): void {
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, ownPageTarget(req.user as User | null));
  }
}
