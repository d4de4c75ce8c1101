import { Injectable } from '@nestjs/common';
import type { ResumeLanguage } from '@resume/contracts';
import { ResumeModuleApi } from '../../../resume/application/resume.module-api';
import { NewUserResume } from '../../application/ports/new-user-resume';

/** Identity's port answered by the resume module's API. */
@Injectable()
export class ResumeModuleBridge extends NewUserResume {
  constructor(private readonly resumeModule: ResumeModuleApi) {
    super();
  }

  createFor(userId: string, now: Date, language: ResumeLanguage): Promise<void> {
    return this.resumeModule.provision(userId, now, language);
  }
}
