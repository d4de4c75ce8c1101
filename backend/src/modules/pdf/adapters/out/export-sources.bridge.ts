import { Injectable } from '@nestjs/common';
import type { CompleteResume, Filter, SaveTemplateRequest, Template, User } from '@resume/contracts';
import { ResumeModuleApi } from '../../../resume/application/resume.module-api';
import { TailoringModuleApi } from '../../../tailoring/application/tailoring.module-api';
import { TemplatesModuleApi } from '../../../templates/application/templates.module-api';
import { ExportSources } from '../../application/ports/export-sources';

/** The pdf module's port answered by the module APIs of resume, tailoring and templates. */
@Injectable()
export class ExportSourcesBridge extends ExportSources {
  constructor(
    private readonly resumeModule: ResumeModuleApi,
    private readonly tailoringModule: TailoringModuleApi,
    private readonly templatesModule: TemplatesModuleApi,
  ) {
    super();
  }

  completeResume(user: User): Promise<CompleteResume> {
    return this.resumeModule.completeResume(user);
  }

  async filteredResume(user: User, filterId: string): Promise<CompleteResume & { filter: Filter }> {
    const { template: _template, ...rest } = await this.tailoringModule.filteredResume(user, filterId);
    return rest;
  }

  template(userId: string, templateId: string): Promise<Template | null> {
    return this.templatesModule.usable(userId, templateId);
  }

  unsavedTemplate(userId: string, input: SaveTemplateRequest): Template {
    return this.templatesModule.unsaved(userId, input);
  }
}
