import { Injectable } from '@nestjs/common';
import type { CompleteResume, Experience, Project, User } from '@resume/contracts';
import { ListSectionItems } from '../../../resume/application/list-section-items.use-case';
import { ResumeModuleApi } from '../../../resume/application/resume.module-api';
import { ResumeSource } from '../../application/ports/resume-source';

/** The tailoring module's port answered by the resume module's API and one of its exported use cases. */
@Injectable()
export class ResumeModuleBridge extends ResumeSource {
  constructor(
    private readonly resumeModule: ResumeModuleApi,
    private readonly listSectionItems: ListSectionItems,
  ) {
    super();
  }

  complete(user: User): Promise<CompleteResume> {
    return this.resumeModule.completeResume(user);
  }

  async taggedItems(userId: string): Promise<{ experiences: Experience[]; projects: Project[] }> {
    const [experiences, projects] = await Promise.all([
      this.listSectionItems.execute(userId, 'experiences'),
      this.listSectionItems.execute(userId, 'projects'),
    ]);
    return { experiences, projects };
  }
}
