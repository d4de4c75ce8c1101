import { Controller, Get, UseGuards } from '@nestjs/common';
import type { CompleteResume, User } from '@resume/contracts';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { GetCompleteResume } from '../../application/get-complete-resume.use-case';

@Controller('api')
@UseGuards(SessionAuthGuard)
export class CompleteResumeController {
  constructor(private readonly getCompleteResume: GetCompleteResume) {}

  @Get('complete-resume')
  get(@CurrentUser() user: User): Promise<CompleteResume> {
    return this.getCompleteResume.execute(user);
  }
}
