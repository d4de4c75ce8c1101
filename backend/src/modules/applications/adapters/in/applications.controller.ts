import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { PUBLIC_PAGES, type ApplicationDetails, type ApplicationSummary, type User } from '@resume/contracts';
import { CreateApplicationDto, UpdateApplicationDto } from '@resume/contracts/dto';
import { AppConfig } from '../../../../config/app-config';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { PaidFeature } from '../../../../infrastructure/http/paid-plan.guard';
import { Idempotent } from '../../../../infrastructure/idempotency/idempotent.decorator';
import { CreateApplication } from '../../application/create-application.use-case';
import { DeleteApplication } from '../../application/delete-application.use-case';
import { ExportApplicationsCsv } from '../../application/export-applications-csv.use-case';
import { GetApplication } from '../../application/get-application.use-case';
import { ListApplications } from '../../application/list-applications.use-case';
import { UpdateApplication } from '../../application/update-application.use-case';
import { toApplicationDetails, toApplicationSummary } from '../../domain/application-summary';
import { JobMatchLimit } from './job-match-limit.guard';

/**
 * Applications (issue 28 point 2, docs/decisions/0052-applications.md): a paid feature, as the share links they
 * send are (403 PREMIUM_REQUIRED). Each route reads and writes the signed-in person's own rows only: another
 * person's application is 404 APPLICATION_NOT_FOUND.
 */
@Controller('api/applications')
@PaidFeature()
export class ApplicationsController {
  constructor(
    private readonly config: AppConfig,
    private readonly listApplications: ListApplications,
    private readonly getApplication: GetApplication,
    private readonly createApplication: CreateApplication,
    private readonly updateApplication: UpdateApplication,
    private readonly deleteApplication: DeleteApplication,
    private readonly exportCsv: ExportApplicationsCsv,
  ) {}

  @Get()
  async list(@CurrentUser() user: User): Promise<ApplicationSummary[]> {
    return (await this.listApplications.execute(user.id)).map((r) => toApplicationSummary(r.application, r.link));
  }

  /** Declared before ':id', which would take 'export.csv' as an id. */
  @Get('export.csv')
  async csv(@CurrentUser() user: User, @Res() res: Response): Promise<void> {
    const csv = await this.exportCsv.execute(user.id, (id) => `${this.config.appUrl}${PUBLIC_PAGES.shared(id)}`);
    const day = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="applications-${day}.csv"`,
        'Cache-Control': 'no-store',
      })
      .send(csv);
  }

  @Get(':id')
  async one(@CurrentUser() user: User, @Param('id') id: string): Promise<ApplicationDetails> {
    const { application, link } = await this.getApplication.execute(user.id, id);
    return toApplicationDetails(application, link);
  }

  /** The posting is matched (one of the person's matches, JOB_MATCH_LIMITS.perUser) and a share link is made. */
  @Post()
  @UseGuards(JobMatchLimit)
  @Idempotent()
  async create(@CurrentUser() user: User, @Body() body: CreateApplicationDto): Promise<ApplicationDetails> {
    const { application, link } = await this.createApplication.execute(user, body);
    return toApplicationDetails(application, link);
  }

  @Patch(':id')
  async update(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: UpdateApplicationDto,
  ): Promise<ApplicationDetails> {
    const { application, link } = await this.updateApplication.execute(user.id, id, body);
    return toApplicationDetails(application, link);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    await this.deleteApplication.execute(user.id, id);
  }
}
