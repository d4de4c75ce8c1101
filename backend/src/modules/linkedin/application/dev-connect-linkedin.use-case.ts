import { Injectable } from '@nestjs/common';
import type { DevConnectLinkedInResponse, User } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { simulatedMember } from '../domain/sample-member';
import { LinkedInAccounts } from './ports/linkedin-accounts';

/** POST /api/dev-connect-linkedin (development simulation only): links the simulated member to the signed-in account. */
@Injectable()
export class DevConnectLinkedIn {
  constructor(private readonly accounts: LinkedInAccounts) {}

  async execute(user: User, userId: string): Promise<DevConnectLinkedInResponse> {
    // The body names the account (spec 7); it must be the caller's own, never another's.
    if (userId !== user.id) throw new DomainError('LINKEDIN_WRONG_USER');
    const linkedinId = simulatedMember(user.id).sub;
    await this.accounts.setLinkedInId(user.id, linkedinId);
    return { success: true, linkedinId };
  }
}
