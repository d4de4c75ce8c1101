import { Injectable } from '@nestjs/common';
import { servesPaidFeatures } from '@resume/contracts';
import type { CompleteResume, Filter, Template, User } from '@resume/contracts';
import { Clock } from '../../../../shared/application/clock';
import { type Account, IdentityModuleApi } from '../../../identity/application/identity.module-api';
import { ResumeModuleApi } from '../../../resume/application/resume.module-api';
import { TailoringModuleApi } from '../../../tailoring/application/tailoring.module-api';
import { TemplatesModuleApi } from '../../../templates/application/templates.module-api';
import { SharedContent, type ShareOwner } from '../../application/ports/shared-content';

/** The contract User of an account (without when its paid access ended). */
function toUserJson(account: Account): User {
  const { paidAccessEndedAt: _p, ...user } = account;
  return user;
}

/** The sharing module's port answered by the module APIs of identity, resume, tailoring and templates. */
@Injectable()
export class OtherModulesBridge extends SharedContent {
  constructor(
    private readonly identity: IdentityModuleApi,
    private readonly resumeModule: ResumeModuleApi,
    private readonly tailoringModule: TailoringModuleApi,
    private readonly templatesModule: TemplatesModuleApi,
    private readonly clock: Clock,
  ) {
    super();
  }

  async owner(userId: string): Promise<ShareOwner | null> {
    const account = await this.identity.account(userId);
    if (!account) return null;
    return { ...toUserJson(account), servesPaidFeatures: servesPaidFeatures(account, this.clock.now()) };
  }

  complete(owner: User): Promise<CompleteResume> {
    return this.resumeModule.completeResume(owner);
  }

  filter(userId: string, filterId: string): Promise<Filter | null> {
    return this.tailoringModule.filter(userId, filterId);
  }

  template(userId: string, templateId: string): Promise<Template | null> {
    return this.templatesModule.usable(userId, templateId);
  }

  defaultTemplate(userId: string): Promise<Template | null> {
    return this.templatesModule.defaultOf(userId);
  }
}
