import { Injectable } from '@nestjs/common';
import type { LinkedInProfileField, User } from '@resume/contracts';
import { FindAccount } from '../../../identity/application/find-account.use-case';
import { SetLinkedInId } from '../../../identity/application/set-linkedin-id.use-case';
import { UpdateProfile } from '../../../identity/application/update-profile.use-case';
import { LinkedInAccounts } from '../../application/ports/linkedin-accounts';

/** The linkedin module's accounts port answered by identity's use cases. */
@Injectable()
export class IdentityModuleBridge extends LinkedInAccounts {
  constructor(
    private readonly accounts: FindAccount,
    private readonly linkedinId: SetLinkedInId,
    private readonly profile: UpdateProfile,
  ) {
    super();
  }

  find(userId: string): Promise<User | null> {
    return this.accounts.byId(userId);
  }

  setLinkedInId(userId: string, linkedinId: string | null): Promise<void> {
    return this.linkedinId.execute(userId, linkedinId);
  }

  async updateProfile(userId: string, patch: Partial<Record<LinkedInProfileField, string>>): Promise<void> {
    await this.profile.execute(userId, patch);
  }
}
