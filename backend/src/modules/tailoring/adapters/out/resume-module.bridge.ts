import { Injectable } from '@nestjs/common';
import type { CompleteResume, Experience, Project, User } from '@resume/contracts';
import { ResumeModuleApi } from '../../../resume/application/resume.module-api';
import { ResumeSource } from '../../application/ports/resume-source';

/** The tailoring module's port answered by the resume module's API. */
@Injectable()
export class ResumeModuleBridge extends ResumeSource {
  constructor(private readonly resumeModule: ResumeModuleApi) {
    super();
  }

  complete(user: User): Promise<CompleteResume> {
    return this.resumeModule.completeResume(user);
  }

  async taggedItems(userId: string): Promise<{ experiences: Experience[]; projects: Project[] }> {
    const [experiences, projects] = await Promise.all([
      this.resumeModule.sectionItems(userId, 'experiences'),
      this.resumeModule.sectionItems(userId, 'projects'),
    ]);
    return { experiences, projects };
  }
}
