import { Injectable } from '@nestjs/common';
import type { CompleteResume, ResumeSection, User } from '@resume/contracts';
import { ResumeModuleApi } from '../../../resume/application/resume.module-api';
import { ItemsToAdd, ResumeContent } from '../../application/ports/resume-content';

/** The linkedin module's resume port answered by the resume module's API (its bulk addition: one transaction). */
@Injectable()
export class ResumeModuleBridge extends ResumeContent {
  constructor(private readonly api: ResumeModuleApi) {
    super();
  }

  read(user: User): Promise<CompleteResume> {
    return this.api.completeResume(user);
  }

  append(userId: string, items: ItemsToAdd, summary?: string): Promise<Record<ResumeSection, number>> {
    return this.api.appendItems(userId, items, summary);
  }
}
