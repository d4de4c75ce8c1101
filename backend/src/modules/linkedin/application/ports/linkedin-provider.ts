import type { LinkedInMember } from '../../domain/linkedin-member';

export interface AuthorizationRequest {
  state: string;
  codeChallenge: string;
  redirectUri: string;
}

export interface LinkedInAccessToken {
  accessToken: string;
  /** From expires_in; null when the provider did not say. */
  expiresAt: Date | null;
}

/** LinkedIn's OAuth 2.0 / OpenID Connect endpoints. Failures are DomainErrors, never a token or code in a message. */
export abstract class LinkedInProvider {
  /** The authorization page's address: scopes openid profile email, the state, the S256 code challenge. */
  abstract authorizationUrl(request: AuthorizationRequest): string;
  /** LINKEDIN_PROVIDER_FAILED when LinkedIn refuses the code or cannot be reached. */
  abstract exchangeCode(
    code: string,
    codeVerifier: string,
    redirectUri: string,
    now: Date,
  ): Promise<LinkedInAccessToken>;
  /** LINKEDIN_RECONNECT_REQUIRED when the token is refused; LINKEDIN_PROVIDER_FAILED otherwise. */
  abstract userInfo(accessToken: string): Promise<LinkedInMember>;
}
