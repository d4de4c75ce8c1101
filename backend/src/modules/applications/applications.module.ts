import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { ResumeModule } from '../resume/resume.module';
import { SharingModule } from '../sharing/sharing.module';
import { TailoringModule } from '../tailoring/tailoring.module';
import { ApplicationsController } from './adapters/in/applications.controller';
import { JobMatchController } from './adapters/in/job-match.controller';
import { ApplicationOrmEntity } from './adapters/out/application.orm-entity';
import { LinkActivityReadModel } from './adapters/out/read-models/link-activity.read-model';
import { ResumeModuleBridge } from './adapters/out/resume-module.bridge';
import { SharingModuleBridge } from './adapters/out/sharing-module.bridge';
import { TailoringModuleBridge } from './adapters/out/tailoring-module.bridge';
import { TypeormApplicationRepository } from './adapters/out/typeorm-application.repository';
import { CreateApplication } from './application/create-application.use-case';
import { CreateFilterForJob } from './application/create-filter-for-job.use-case';
import { DeleteApplication } from './application/delete-application.use-case';
import { ExportApplicationsCsv } from './application/export-applications-csv.use-case';
import { GetApplication } from './application/get-application.use-case';
import { ListApplications } from './application/list-applications.use-case';
import { MatchJob } from './application/match-job.use-case';
import { ApplicationLinks, LinkActivity } from './application/ports/application-links';
import { ApplicationRepository } from './application/ports/application.repository';
import { JobFilters } from './application/ports/job-filters';
import { ResumeToMatch } from './application/ports/resume-to-match';
import { UpdateApplication } from './application/update-application.use-case';

/**
 * Applications (issue 28): the job match, a pure function of a pasted posting and the master resume, the filter
 * made of it (docs/decisions/0051-job-match.md), and the applications themselves, each with the share link it sends
 * and the match as it was then (docs/decisions/0052-applications.md).
 */
@Module({})
export class ApplicationsModule {
  /** Imports the sharing module the configuration builds (the same instance as the app's: SharingModule.forRoot). */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ApplicationsModule,
      imports: [
        TypeOrmModule.forFeature([ApplicationOrmEntity]),
        ResumeModule,
        TailoringModule,
        SharingModule.forRoot(config),
      ],
      controllers: [JobMatchController, ApplicationsController],
      providers: [
        MatchJob,
        CreateFilterForJob,
        CreateApplication,
        ListApplications,
        GetApplication,
        UpdateApplication,
        DeleteApplication,
        ExportApplicationsCsv,
        { provide: ResumeToMatch, useClass: ResumeModuleBridge },
        { provide: JobFilters, useClass: TailoringModuleBridge },
        { provide: ApplicationRepository, useClass: TypeormApplicationRepository },
        { provide: ApplicationLinks, useClass: SharingModuleBridge },
        { provide: LinkActivity, useClass: LinkActivityReadModel },
      ],
    };
  }
}
