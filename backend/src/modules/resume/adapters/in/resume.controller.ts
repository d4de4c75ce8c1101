import { Body, Controller, Get, HttpCode, Patch, Post, Res, UseGuards } from '@nestjs/common';
import { RESUME_API } from '@resume/contracts';
import type { ImportJsonResumeResponse, JsonResume, Resume, User } from '@resume/contracts';
import { UpdateResumeDto } from '@resume/contracts/dto';
import type { Response } from 'express';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { ExportJsonResume } from '../../application/export-json-resume.use-case';
import { ImportJsonResume } from '../../application/import-json-resume.use-case';
import { UpdateResume } from '../../application/update-resume.use-case';
import type { ResumePatch } from '../../domain/resume';
import { JsonResumeImportLimit } from './json-resume-import-limit.guard';
import { toResumeJson } from './resume.presenter';

@Controller()
@UseGuards(SessionAuthGuard)
export class ResumeController {
  constructor(
    private readonly updateResume: UpdateResume,
    private readonly exportJsonResume: ExportJsonResume,
    private readonly importJsonResume: ImportJsonResume,
  ) {}

  @Patch(RESUME_API.resume)
  async update(@CurrentUser() user: User, @Body() body: UpdateResumeDto): Promise<Resume> {
    return toResumeJson(await this.updateResume.execute(user.id, body as ResumePatch));
  }

  @Get(RESUME_API.exportJsonResume)
  async export(@CurrentUser() user: User, @Res({ passthrough: true }) res: Response): Promise<JsonResume> {
    const document = await this.exportJsonResume.execute(user);
    res.setHeader('Content-Disposition', 'attachment; filename="resume.json"');
    return document;
  }

  /** The body is not a DTO (the global pipe leaves a plain `object` parameter alone): the use case checks it all. */
  @Post(RESUME_API.importJsonResume)
  @UseGuards(JsonResumeImportLimit)
  @HttpCode(200)
  import(@CurrentUser() user: User, @Body() body: object): Promise<ImportJsonResumeResponse> {
    return this.importJsonResume.execute(user.id, body);
  }
}
