import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompleteResumeController } from './adapters/in/complete-resume.controller';
import { ResumeOrmEntity } from './adapters/out/resume.orm-entity';
import { SECTION_ORM_ENTITIES } from './adapters/out/section.orm-entities';
import { TypeormResumeRepository } from './adapters/out/typeorm-resume.repository';
import { GetCompleteResume } from './application/get-complete-resume.use-case';
import { ResumeRepository } from './application/ports/resume.repository';
import { ProvisionResume } from './application/provision-resume.use-case';

@Module({
  imports: [TypeOrmModule.forFeature([ResumeOrmEntity, ...SECTION_ORM_ENTITIES])],
  controllers: [CompleteResumeController],
  providers: [GetCompleteResume, ProvisionResume, { provide: ResumeRepository, useClass: TypeormResumeRepository }],
  // Other modules reach the resume module only through its use cases.
  exports: [ProvisionResume],
})
export class ResumeModule {}
