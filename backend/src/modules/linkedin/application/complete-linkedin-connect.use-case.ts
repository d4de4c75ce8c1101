import { Injectable } from '@nestjs/common';
import type { LinkedInConnectResult } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { hashOf, isUsableBy } from '../domain/oauth-state';
import { redirectUriOf } from './connect-mode';
import { LinkedInAccounts } from './ports/linkedin-accounts';
import { LinkedInConnections } from './ports/linkedin-connections';
import { LinkedInProvider } from './ports/linkedin-provider';
import { OAuthStateStore } from './ports/oauth-state.store';
import { TokenCipher } from './ports/token-cipher';

export interface CallbackInput {
  /** The signed-in account and its session cookie, when there is one. */
  userId: string | null;
  sessionToken: string | null;
  state: string | undefined;
  code: string | undefined;
  /** LinkedIn's error parameter (access_denied when the member said no). */
  error: string | undefined;
}

/**
 * GET /api/auth/linkedin/callback. The state must be one this server issued, to this account and session, less
 * than 10 minutes ago, and not used before: otherwise LINKEDIN_STATE_INVALID and nothing is stored. The member
 * refusing (or LinkedIn failing) ends as 'failed'; success stores the member id and the token, encrypted.
 */
@Injectable()
export class CompleteLinkedInConnect {
  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly states: OAuthStateStore,
    private readonly provider: LinkedInProvider,
    private readonly cipher: TokenCipher,
    private readonly connections: LinkedInConnections,
    private readonly accounts: LinkedInAccounts,
  ) {}

  async execute(input: CallbackInput): Promise<LinkedInConnectResult> {
    if (this.config.linkedin.mode !== 'oauth') throw new DomainError('LINKEDIN_UNAVAILABLE');
    const now = this.clock.now();
    const pending = input.state ? await this.states.take(hashOf(input.state), now) : null;
    if (input.error) return 'failed';
    if (
      !pending ||
      !input.userId ||
      !input.sessionToken ||
      !isUsableBy(pending, input.userId, hashOf(input.sessionToken), now) ||
      !input.code
    ) {
      throw new DomainError('LINKEDIN_STATE_INVALID');
    }
    let token;
    let member;
    try {
      token = await this.provider.exchangeCode(input.code, pending.codeVerifier, redirectUriOf(this.config), now);
      member = await this.provider.userInfo(token.accessToken);
    } catch (error) {
      if (error instanceof DomainError) return 'failed';
      throw error;
    }
    await this.accounts.setLinkedInId(pending.userId, member.sub);
    await this.connections.save({
      userId: pending.userId,
      linkedinId: member.sub,
      tokenCiphertext: this.cipher.encrypt(token.accessToken),
      expiresAt: token.expiresAt,
      createdAt: now,
    });
    return 'connected';
  }
}
