import { Injectable } from '@nestjs/common';
import type { CompleteResume, ResumeLanguage, ResumeSection, SectionItems, User } from '@resume/contracts';
import { AddSectionItems } from '../../application/add-section-items.use-case';
import { GetCompleteResume } from '../../application/get-complete-resume.use-case';
import { ListSectionItems } from '../../application/list-section-items.use-case';
import { ProvisionResume } from '../../application/provision-resume.use-case';
import { type ItemsToAppend, ResumeModuleApi } from '../../application/resume.module-api';
import { toCompleteResumeJson } from './resume.presenter';

/** Other modules drive the resume's use cases through here, as controllers do, and get what the API would show. */
@Injectable()
export class ResumeModuleApiAdapter extends ResumeModuleApi {
  constructor(
    private readonly getCompleteResume: GetCompleteResume,
    private readonly provisionResume: ProvisionResume,
    private readonly listSectionItems: ListSectionItems,
    private readonly addSectionItems: AddSectionItems,
  ) {
    super();
  }

  async completeResume(user: User): Promise<CompleteResume> {
    return toCompleteResumeJson(await this.getCompleteResume.execute(user));
  }

  provision(userId: string, now: Date, language: ResumeLanguage): Promise<void> {
    return this.provisionResume.execute(userId, now, language);
  }

  sectionItems<S extends ResumeSection>(userId: string, section: S): Promise<SectionItems[S][]> {
    return this.listSectionItems.execute(userId, section);
  }

  appendItems(userId: string, items: ItemsToAppend, summary?: string): Promise<Record<ResumeSection, number>> {
    return this.addSectionItems.execute(userId, items, summary === undefined ? undefined : { summary });
  }
}
