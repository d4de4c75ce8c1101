import { Module } from '@nestjs/common';
import { ResumeModule } from '../resume/resume.module';
import { TailoringModule } from '../tailoring/tailoring.module';
import { JobMatchController } from './adapters/in/job-match.controller';
import { ResumeModuleBridge } from './adapters/out/resume-module.bridge';
import { TailoringModuleBridge } from './adapters/out/tailoring-module.bridge';
import { CreateFilterForJob } from './application/create-filter-for-job.use-case';
import { MatchJob } from './application/match-job.use-case';
import { JobFilters } from './application/ports/job-filters';
import { ResumeToMatch } from './application/ports/resume-to-match';

/**
 * Applications (issue 28): so far the job match, a pure function of a pasted posting and the master resume, and
 * the filter made of it. No tables yet; an application will keep a match result as it was when sent.
 */
@Module({
  imports: [ResumeModule, TailoringModule],
  controllers: [JobMatchController],
  providers: [
    MatchJob,
    CreateFilterForJob,
    { provide: ResumeToMatch, useClass: ResumeModuleBridge },
    { provide: JobFilters, useClass: TailoringModuleBridge },
  ],
})
export class ApplicationsModule {}
