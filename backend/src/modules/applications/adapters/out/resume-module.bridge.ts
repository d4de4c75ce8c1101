import { Injectable } from '@nestjs/common';
import type { CompleteResume, User } from '@resume/contracts';
import { ResumeModuleApi } from '../../../resume/application/resume.module-api';
import { ResumeToMatch } from '../../application/ports/resume-to-match';

/** The applications module's port answered by the resume module's API. */
@Injectable()
export class ResumeModuleBridge extends ResumeToMatch {
  constructor(private readonly resumeModule: ResumeModuleApi) {
    super();
  }

  complete(user: User): Promise<CompleteResume> {
    return this.resumeModule.completeResume(user);
  }
}
