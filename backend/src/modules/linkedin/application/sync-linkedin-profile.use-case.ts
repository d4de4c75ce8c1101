import { Injectable } from '@nestjs/common';
import { LIMITS } from '@resume/contracts';
import type { LinkedInSyncResponse, User } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { fullNameOf, LinkedInMember } from '../domain/linkedin-member';
import { planProfileFill } from '../domain/profile-fill';
import { simulatedMember } from '../domain/sample-member';
import { webAddress } from '../domain/export-content';
import { accountPatch, currentProfile } from './profile-values';
import { LinkedInAccounts } from './ports/linkedin-accounts';
import { LinkedInConnections } from './ports/linkedin-connections';
import { LinkedInProvider } from './ports/linkedin-provider';
import { TokenCipher } from './ports/token-cipher';

const fit = (value: string | null, max: number) => (value && value.length <= max ? value : null);

/**
 * POST /api/import-linkedin-profile: reads the member again with the stored token and fills the account's name,
 * title (the headline, where the provider gives one) and LinkedIn address. Empty fields only, unless `overwrite`.
 */
@Injectable()
export class SyncLinkedInProfile {
  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly connections: LinkedInConnections,
    private readonly cipher: TokenCipher,
    private readonly provider: LinkedInProvider,
    private readonly accounts: LinkedInAccounts,
  ) {}

  async execute(user: User, overwrite: boolean): Promise<LinkedInSyncResponse> {
    const member = await this.member(user);
    const plan = planProfileFill(
      currentProfile(user, null),
      {
        name: fit(fullNameOf(member), LIMITS.nameMaxLength),
        title: fit(member.headline, LIMITS.titleMaxLength),
        linkedin: member.profileUrl ? webAddress(member.profileUrl) : null,
      },
      overwrite,
    );
    const patch = accountPatch(plan.patch);
    if (Object.keys(patch).length > 0) await this.accounts.updateProfile(user.id, patch);
    return { success: true, filled: plan.filled, kept: plan.kept };
  }

  private async member(user: User): Promise<LinkedInMember> {
    if (!user.linkedinId) throw new DomainError('LINKEDIN_NOT_CONNECTED');
    if (this.config.linkedin.mode === 'simulation') return simulatedMember(user.id);
    const connection = await this.connections.find(user.id);
    if (!connection || (connection.expiresAt && connection.expiresAt <= this.clock.now()))
      throw new DomainError('LINKEDIN_RECONNECT_REQUIRED');
    const token = this.cipher.decrypt(connection.tokenCiphertext);
    if (token === null) throw new DomainError('LINKEDIN_RECONNECT_REQUIRED');
    return this.provider.userInfo(token);
  }
}
