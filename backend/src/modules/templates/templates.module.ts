import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TemplateController } from './adapters/in/template.controller';
import { TemplatesModuleApiAdapter } from './adapters/in/templates.module-api-adapter';
import { TemplateOrmEntity } from './adapters/out/template.orm-entity';
import { TypeormTemplateRepository } from './adapters/out/typeorm-template.repository';
import { DeleteTemplate } from './application/delete-template.use-case';
import { FindDefaultTemplate } from './application/find-default-template.use-case';
import { FindUsableTemplate } from './application/find-usable-template.use-case';
import { ListPresets } from './application/list-presets.use-case';
import { ListTemplates } from './application/list-templates.use-case';
import { TemplateRepository } from './application/ports/template.repository';
import { SaveTemplate } from './application/save-template.use-case';
import { TemplatesModuleApi } from './application/templates.module-api';

/** The user's templates and the system presets (spec 2.9, 3, 7, 9). Paid feature, presets aside. */
@Module({
  imports: [TypeOrmModule.forFeature([TemplateOrmEntity])],
  controllers: [TemplateController],
  providers: [
    ListPresets,
    ListTemplates,
    SaveTemplate,
    DeleteTemplate,
    FindUsableTemplate,
    FindDefaultTemplate,
    { provide: TemplateRepository, useClass: TypeormTemplateRepository },
    { provide: TemplatesModuleApi, useClass: TemplatesModuleApiAdapter },
  ],
  // Other modules (pdf renders with a template, sharing shows one) read templates in the contracts' types only.
  exports: [TemplatesModuleApi],
})
export class TemplatesModule {}
