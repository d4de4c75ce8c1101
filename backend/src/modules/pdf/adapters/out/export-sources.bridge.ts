import { Injectable } from '@nestjs/common';
import type { CompleteResume, Filter, Template, User } from '@resume/contracts';
import { GetCompleteResume } from '../../../resume/application/get-complete-resume.use-case';
import { GetFilteredResume } from '../../../tailoring/application/get-filtered-resume.use-case';
import { FindUsableTemplate } from '../../../templates/application/find-usable-template.use-case';
import { ExportSources } from '../../application/ports/export-sources';

/** The pdf module's port answered by the exported use cases of resume, tailoring and templates. */
@Injectable()
export class ExportSourcesBridge extends ExportSources {
  constructor(
    private readonly getCompleteResume: GetCompleteResume,
    private readonly getFilteredResume: GetFilteredResume,
    private readonly findUsableTemplate: FindUsableTemplate,
  ) {
    super();
  }

  completeResume(user: User): Promise<CompleteResume> {
    return this.getCompleteResume.execute(user);
  }

  async filteredResume(user: User, filterId: string): Promise<CompleteResume & { filter: Filter }> {
    const { template: _template, ...rest } = await this.getFilteredResume.execute(user, filterId);
    return rest;
  }

  template(userId: string, templateId: string): Promise<Template | null> {
    return this.findUsableTemplate.execute(userId, templateId);
  }
}
