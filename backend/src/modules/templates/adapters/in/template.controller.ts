import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { TAILORING_API, type Template, type User } from '@resume/contracts';
import { SaveTemplateDto } from '@resume/contracts/dto';
import type { Response } from 'express';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { PaidPlanGuard } from '../../../../infrastructure/http/paid-plan.guard';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { DeleteTemplate } from '../../application/delete-template.use-case';
import { ListPresets } from '../../application/list-presets.use-case';
import { ListTemplates } from '../../application/list-templates.use-case';
import { SaveTemplate } from '../../application/save-template.use-case';
import type { TemplateInput } from '../../domain/template';
import { toTemplateJson } from './template.presenter';
import { Idempotent } from '../../../../infrastructure/idempotency/idempotent.decorator';
import { routePattern } from '../../../../infrastructure/http/route-pattern';

/** Every route needs a session; all but the presets (which hold no one's data) need a paid plan too. */
@Controller()
@UseGuards(SessionAuthGuard)
export class TemplateController {
  constructor(
    private readonly listPresets: ListPresets,
    private readonly listTemplates: ListTemplates,
    private readonly saveTemplate: SaveTemplate,
    private readonly deleteTemplate: DeleteTemplate,
  ) {}

  @Get(routePattern(TAILORING_API.presets))
  async presets(): Promise<Template[]> {
    return (await this.listPresets.execute()).map(toTemplateJson);
  }

  @Get(routePattern(TAILORING_API.templates))
  @UseGuards(PaidPlanGuard)
  async list(@CurrentUser() user: User): Promise<Template[]> {
    return (await this.listTemplates.execute(user.id)).map(toTemplateJson);
  }

  /** 201 for a new template, 200 for a save over one of the user's. `userId` in the body is ignored. */
  @Post(routePattern(TAILORING_API.templates))
  @UseGuards(PaidPlanGuard)
  @Idempotent()
  async save(
    @CurrentUser() user: User,
    @Body() body: SaveTemplateDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Template> {
    const { id, userId: _userId, ...input } = body;
    const { template, created } = await this.saveTemplate.execute(user.id, id ?? undefined, input as TemplateInput);
    res.status(created ? 201 : 200);
    return toTemplateJson(template);
  }

  @Delete(routePattern(TAILORING_API.template, 'id'))
  @UseGuards(PaidPlanGuard)
  @HttpCode(204)
  async remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    await this.deleteTemplate.execute(user.id, id);
  }
}
