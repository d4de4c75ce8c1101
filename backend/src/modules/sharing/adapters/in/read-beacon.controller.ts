import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { OptionalSessionGuard } from '../../../../infrastructure/http/optional-session.guard';
import { RecordRead } from '../../application/record-read.use-case';
import { readForm } from './code-form';
import { ReadBeaconLimit } from './read-beacon-limit';
import { viewerIdOf, visitorOf } from './share-access.http';

/** One value of the form, or undefined when absent or repeated. */
const single = (form: URLSearchParams, name: string): string | undefined => {
  const values = form.getAll(name);
  return values.length === 1 ? values[0] : undefined;
};

/**
 * The public page's reading beacon (navigator.sendBeacon, a urlencoded form: t, s, d). Anyone may post it:
 * per-client rate limit first, then RecordRead checks the token and bounds the values. 204 whether the beacon was
 * kept or ignored (a robot's, the owner's), so the answer tells a stranger nothing; junk is a 4xx from the
 * catalogue (docs/decisions/0053-read-notices.md).
 */
@Controller()
@UseGuards(OptionalSessionGuard)
export class ReadBeaconController {
  constructor(
    private readonly recordRead: RecordRead,
    private readonly limit: ReadBeaconLimit,
  ) {}

  @Post('s/:id/read')
  @HttpCode(204)
  async read(@Param('id') id: string, @Req() req: Request): Promise<void> {
    await this.limit.consume(req);
    const form = await readForm(req);
    await this.recordRead.execute({
      shareableId: id,
      token: single(form, 't'),
      seconds: single(form, 's'),
      depth: single(form, 'd'),
      viewerId: viewerIdOf(req),
      userAgent: visitorOf(req).userAgent,
    });
  }
}
