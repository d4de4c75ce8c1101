import { Injectable } from '@nestjs/common';
import type { ResumeLanguage } from '@resume/contracts';
import { ProvisionResume } from '../../../resume/application/provision-resume.use-case';
import { NewUserResume } from '../../application/ports/new-user-resume';

/** Identity's port answered by the resume module's public use case. */
@Injectable()
export class ResumeModuleBridge extends NewUserResume {
  constructor(private readonly provisionResume: ProvisionResume) {
    super();
  }

  createFor(userId: string, now: Date, language: ResumeLanguage): Promise<void> {
    return this.provisionResume.execute(userId, now, language);
  }
}
