import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../shared/domain/domain-error';
import { AuthorizationRequest, LinkedInAccessToken, LinkedInProvider } from '../../application/ports/linkedin-provider';
import type { LinkedInMember } from '../../domain/linkedin-member';

const SCOPES = 'openid profile email';
const TIMEOUT_MS = 10_000;

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * LinkedIn's OAuth 2.0 / OpenID Connect over fetch: LINKEDIN_AUTH_URL/authorization and /accessToken,
 * LINKEDIN_API_URL/userinfo. Logs statuses only: never a code, a token or a response body.
 */
@Injectable()
export class HttpLinkedInProvider extends LinkedInProvider {
  private readonly logger = new Logger('LinkedIn');

  constructor(private readonly config: AppConfig) {
    super();
  }

  private get settings() {
    const linkedin = this.config.linkedin;
    if (linkedin.mode !== 'oauth') throw new DomainError('LINKEDIN_UNAVAILABLE');
    return linkedin;
  }

  authorizationUrl({ state, codeChallenge, redirectUri }: AuthorizationRequest): string {
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: redirectUri,
      scope: SCOPES,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    });
    return `${this.settings.authUrl}/authorization?${params.toString()}`;
  }

  async exchangeCode(code: string, codeVerifier: string, redirectUri: string, now: Date): Promise<LinkedInAccessToken> {
    const { clientId, clientSecret, authUrl } = this.settings;
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      client_secret: clientSecret,
      code_verifier: codeVerifier,
    });
    const res = await this.call('token exchange', `${authUrl}/accessToken`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
    });
    if (!res.ok) {
      this.logger.warn(`LinkedIn token exchange answered ${res.status}`);
      throw new DomainError('LINKEDIN_PROVIDER_FAILED');
    }
    const json = (await res.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    const accessToken = str(json?.access_token);
    if (!accessToken) throw new DomainError('LINKEDIN_PROVIDER_FAILED');
    const seconds = typeof json?.expires_in === 'number' && json.expires_in > 0 ? json.expires_in : null;
    return { accessToken, expiresAt: seconds === null ? null : new Date(now.getTime() + seconds * 1000) };
  }

  async userInfo(accessToken: string): Promise<LinkedInMember> {
    const res = await this.call('userinfo', `${this.settings.apiUrl}/userinfo`, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    });
    if (res.status === 401 || res.status === 403) throw new DomainError('LINKEDIN_RECONNECT_REQUIRED');
    if (!res.ok) {
      this.logger.warn(`LinkedIn userinfo answered ${res.status}`);
      throw new DomainError('LINKEDIN_PROVIDER_FAILED');
    }
    const info = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    const sub = str(info?.sub);
    if (!info || !sub || sub.length > 100) throw new DomainError('LINKEDIN_PROVIDER_FAILED');
    const locale = info.locale;
    return {
      sub,
      name: str(info.name),
      givenName: str(info.given_name),
      familyName: str(info.family_name),
      picture: str(info.picture),
      email: str(info.email),
      // OIDC gives a string ("en-US"); LinkedIn has sent { country, language } too.
      locale:
        str(locale) ??
        (locale && typeof locale === 'object'
          ? [str((locale as Record<string, unknown>).language), str((locale as Record<string, unknown>).country)]
              .filter(Boolean)
              .join('_') || null
          : null),
      headline: str(info.headline),
      profileUrl: str(info.profile_url) ?? str(info.profile),
    };
  }

  private async call(what: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      this.logger.warn(`LinkedIn ${what} failed: ${error instanceof Error ? error.name : 'error'}`);
      throw new DomainError('LINKEDIN_PROVIDER_FAILED');
    }
  }
}
