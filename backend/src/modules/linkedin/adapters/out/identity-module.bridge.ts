import { Injectable } from '@nestjs/common';
import type { LinkedInProfileField, User } from '@resume/contracts';
import { IdentityModuleApi } from '../../../identity/application/identity.module-api';
import { LinkedInAccounts } from '../../application/ports/linkedin-accounts';

/** The linkedin module's accounts port answered by identity's module API. */
@Injectable()
export class IdentityModuleBridge extends LinkedInAccounts {
  constructor(private readonly identity: IdentityModuleApi) {
    super();
  }

  find(userId: string): Promise<User | null> {
    return this.identity.account(userId);
  }

  setLinkedInId(userId: string, linkedinId: string | null): Promise<void> {
    return this.identity.setLinkedInId(userId, linkedinId);
  }

  updateProfile(userId: string, patch: Partial<Record<LinkedInProfileField, string>>): Promise<void> {
    return this.identity.updateProfile(userId, patch);
  }
}
