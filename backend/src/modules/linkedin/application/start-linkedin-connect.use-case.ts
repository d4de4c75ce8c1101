import { Injectable } from '@nestjs/common';
import { LINKEDIN_PAGES } from '@resume/contracts';
import type { User } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { codeChallengeOf, hashOf, newPendingAuthorization } from '../domain/oauth-state';
import { simulatedMember } from '../domain/sample-member';
import { redirectUriOf } from './connect-mode';
import { LinkedInAccounts } from './ports/linkedin-accounts';
import { LinkedInProvider } from './ports/linkedin-provider';
import { OAuthStateStore } from './ports/oauth-state.store';

/**
 * GET /api/auth/linkedin: where the browser goes next. With OAuth, LinkedIn's authorization page, after storing
 * the state's hash bound to this account and session, with the PKCE verifier. In the development simulation the
 * simulated member is linked at once and the browser returns to the profile, so the link is never a dead end.
 */
@Injectable()
export class StartLinkedInConnect {
  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly states: OAuthStateStore,
    private readonly provider: LinkedInProvider,
    private readonly accounts: LinkedInAccounts,
  ) {}

  async execute(user: User, sessionToken: string): Promise<string> {
    const mode = this.config.linkedin.mode;
    if (mode === 'unavailable') throw new DomainError('LINKEDIN_UNAVAILABLE');
    if (mode === 'simulation') {
      await this.accounts.setLinkedInId(user.id, simulatedMember(user.id).sub);
      return LINKEDIN_PAGES.connected;
    }
    const { state, pending } = newPendingAuthorization(user.id, hashOf(sessionToken), this.clock.now());
    await this.states.save(pending);
    return this.provider.authorizationUrl({
      state,
      codeChallenge: codeChallengeOf(pending.codeVerifier),
      redirectUri: redirectUriOf(this.config),
    });
  }
}
