import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ResumeModule } from '../resume/resume.module';
import { FilterController } from './adapters/in/filter.controller';
import { FilteredResumeController } from './adapters/in/filtered-resume.controller';
import { TailoringModuleApiAdapter } from './adapters/in/tailoring.module-api-adapter';
import { FilterOrmEntity } from './adapters/out/filter.orm-entity';
import { ResumeModuleBridge } from './adapters/out/resume-module.bridge';
import { TypeormFilterRepository } from './adapters/out/typeorm-filter.repository';
import { CreateFilter } from './application/create-filter.use-case';
import { DeleteFilter } from './application/delete-filter.use-case';
import { FindFilter } from './application/find-filter.use-case';
import { GetFilteredResume } from './application/get-filtered-resume.use-case';
import { ListAvailableTags } from './application/list-available-tags.use-case';
import { ListFilters } from './application/list-filters.use-case';
import { FilterRepository } from './application/ports/filter.repository';
import { ResumeSource } from './application/ports/resume-source';
import { TailoringModuleApi } from './application/tailoring.module-api';
import { UpdateFilter } from './application/update-filter.use-case';

/** Filters (named sets of tags) and the resume tailored by one (spec 2.10, 3, 5, 7). Paid feature. */
@Module({
  imports: [TypeOrmModule.forFeature([FilterOrmEntity]), ResumeModule],
  controllers: [FilterController, FilteredResumeController],
  providers: [
    ListFilters,
    ListAvailableTags,
    CreateFilter,
    UpdateFilter,
    DeleteFilter,
    GetFilteredResume,
    FindFilter,
    { provide: FilterRepository, useClass: TypeormFilterRepository },
    { provide: ResumeSource, useClass: ResumeModuleBridge },
    { provide: TailoringModuleApi, useClass: TailoringModuleApiAdapter },
  ],
  // The pdf module exports the tailored resume; share links name a filter. Both in the contracts' types only.
  exports: [TailoringModuleApi],
})
export class TailoringModule {}
