import { Controller, Get, UseGuards } from '@nestjs/common';
import { API_PATHS } from '@resume/contracts';
import type { CompleteResume, User } from '@resume/contracts';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { GetCompleteResume } from '../../application/get-complete-resume.use-case';
import { toCompleteResumeJson } from './resume.presenter';

@Controller()
@UseGuards(SessionAuthGuard)
export class CompleteResumeController {
  constructor(private readonly getCompleteResume: GetCompleteResume) {}

  @Get(API_PATHS.completeResume)
  async get(@CurrentUser() user: User): Promise<CompleteResume> {
    return toCompleteResumeJson(await this.getCompleteResume.execute(user));
  }
}
