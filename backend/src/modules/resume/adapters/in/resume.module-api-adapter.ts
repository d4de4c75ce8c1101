import { Injectable } from '@nestjs/common';
import type { CompleteResume, User } from '@resume/contracts';
import { GetCompleteResume } from '../../application/get-complete-resume.use-case';
import { ResumeModuleApi } from '../../application/resume.module-api';
import { toCompleteResumeJson } from './resume.presenter';

/** Other modules drive the resume's use cases through here, as controllers do, and get what the API would show. */
@Injectable()
export class ResumeModuleApiAdapter extends ResumeModuleApi {
  constructor(private readonly getCompleteResume: GetCompleteResume) {
    super();
  }

  async completeResume(user: User): Promise<CompleteResume> {
    return toCompleteResumeJson(await this.getCompleteResume.execute(user));
  }
}
