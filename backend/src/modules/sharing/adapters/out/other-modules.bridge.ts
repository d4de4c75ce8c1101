import { Injectable } from '@nestjs/common';
import type { CompleteResume, Filter, Template, User } from '@resume/contracts';
import { FindAccount } from '../../../identity/application/find-account.use-case';
import { GetCompleteResume } from '../../../resume/application/get-complete-resume.use-case';
import { FindFilter } from '../../../tailoring/application/find-filter.use-case';
import { FindDefaultTemplate } from '../../../templates/application/find-default-template.use-case';
import { FindUsableTemplate } from '../../../templates/application/find-usable-template.use-case';
import { SharedContent } from '../../application/ports/shared-content';

type Account = User & { createdAt?: Date; updatedAt?: Date };

/** The contract User of an account (no timestamps). */
function toUserJson(a: Account): User {
  const { createdAt: _c, updatedAt: _u, ...user } = a;
  return user;
}

/** The sharing module's port answered by the exported use cases of identity, resume, tailoring and templates. */
@Injectable()
export class OtherModulesBridge extends SharedContent {
  constructor(
    private readonly accounts: FindAccount,
    private readonly completeResume: GetCompleteResume,
    private readonly findFilter: FindFilter,
    private readonly usableTemplate: FindUsableTemplate,
    private readonly defaultTemplateOf: FindDefaultTemplate,
  ) {
    super();
  }

  async owner(userId: string): Promise<User | null> {
    const account = await this.accounts.byId(userId);
    return account ? toUserJson(account) : null;
  }

  async ownerByUsername(username: string): Promise<User | null> {
    const account = await this.accounts.byUsername(username);
    return account ? toUserJson(account) : null;
  }

  complete(owner: User): Promise<CompleteResume> {
    return this.completeResume.execute(owner);
  }

  filter(userId: string, filterId: string): Promise<Filter | null> {
    return this.findFilter.execute(userId, filterId);
  }

  template(userId: string, templateId: string): Promise<Template | null> {
    return this.usableTemplate.execute(userId, templateId);
  }

  defaultTemplate(userId: string): Promise<Template | null> {
    return this.defaultTemplateOf.execute(userId);
  }
}
