import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityProfileModule } from '../identity/identity-profile.module';
import { CompleteResumeController } from './adapters/in/complete-resume.controller';
import { ResumeController } from './adapters/in/resume.controller';
import {
  CertificationsController,
  EducationController,
  ExperiencesController,
  ProjectsController,
  SkillsController,
} from './adapters/in/section.controller';
import { ResumeModuleApiAdapter } from './adapters/in/resume.module-api-adapter';
import { IdentityModuleBridge } from './adapters/out/identity-module.bridge';
import { ResumeOrmEntity } from './adapters/out/resume.orm-entity';
import { SECTION_ORM_ENTITIES } from './adapters/out/section.orm-entities';
import { TypeormResumeRepository } from './adapters/out/typeorm-resume.repository';
import { TypeormSectionItemRepository } from './adapters/out/typeorm-section-item.repository';
import { AddSectionItems } from './application/add-section-items.use-case';
import { CreateSectionItem } from './application/create-section-item.use-case';
import { DeleteSectionItem } from './application/delete-section-item.use-case';
import { ExportJsonResume } from './application/export-json-resume.use-case';
import { GetCompleteResume } from './application/get-complete-resume.use-case';
import { ImportJsonResume } from './application/import-json-resume.use-case';
import { ListSectionItems } from './application/list-section-items.use-case';
import { OwnerProfile } from './application/ports/owner-profile';
import { ResumeRepository } from './application/ports/resume.repository';
import { SectionItemRepository } from './application/ports/section-item.repository';
import { ProvisionResume } from './application/provision-resume.use-case';
import { ReorderSection } from './application/reorder-section.use-case';
import { ResumeModuleApi } from './application/resume.module-api';
import { ResumeChanges } from './application/resume-changes';
import { UpdateResume } from './application/update-resume.use-case';
import { UpdateSectionItem } from './application/update-section-item.use-case';

@Module({
  imports: [TypeOrmModule.forFeature([ResumeOrmEntity, ...SECTION_ORM_ENTITIES]), IdentityProfileModule],
  controllers: [
    CompleteResumeController,
    ResumeController,
    ExperiencesController,
    EducationController,
    SkillsController,
    ProjectsController,
    CertificationsController,
  ],
  providers: [
    GetCompleteResume,
    ProvisionResume,
    ResumeChanges,
    UpdateResume,
    ListSectionItems,
    CreateSectionItem,
    UpdateSectionItem,
    DeleteSectionItem,
    ReorderSection,
    ExportJsonResume,
    ImportJsonResume,
    AddSectionItems,
    { provide: ResumeRepository, useClass: TypeormResumeRepository },
    { provide: SectionItemRepository, useClass: TypeormSectionItemRepository },
    { provide: OwnerProfile, useClass: IdentityModuleBridge },
    { provide: ResumeModuleApi, useClass: ResumeModuleApiAdapter },
  ],
  // Other modules reach the resume module only through its module API, in the contracts' types (decision 0058).
  exports: [ResumeModuleApi],
})
export class ResumeModule {}
