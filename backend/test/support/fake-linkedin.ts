import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeHttpServer, readForm, sendJson } from './fake-http-server';

/** What the fake's userinfo answers for a token. */
export interface FakeMember {
  sub: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  email?: string;
  locale?: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  member: FakeMember;
  used: boolean;
}

export interface TokenRequest {
  params: Record<string, string>;
  /** Whether the verifier matched the code's S256 challenge. */
  verifierMatched: boolean;
}

const random = () => randomBytes(12).toString('hex');

/**
 * A local stand-in for LinkedIn's OAuth 2.0 / OpenID Connect endpoints (authorization, accessToken, userinfo), for
 * the app's real HTTP adapter pointed at it with LINKEDIN_AUTH_URL and LINKEDIN_API_URL. The authorization page
 * "consents" at once: it answers 302 to redirect_uri with a code and the state. The token endpoint refuses a wrong
 * client, a reused code, another redirect_uri, or a code_verifier that does not match the code's challenge.
 */
export class FakeLinkedIn extends FakeHttpServer {
  readonly clientId = 'fake-linkedin-client';
  readonly clientSecret = 'fake-linkedin-secret';
  /** Seconds a token lives (expires_in). */
  tokenLifetimeS = 60 * 24 * 60 * 60;
  /** The member the next authorization consents as; a fresh one each time unless set. */
  nextMember: FakeMember | null = null;
  readonly authorizations: URLSearchParams[] = [];
  readonly tokenRequests: TokenRequest[] = [];
  readonly userinfoRequests: string[] = [];
  /** Every access token handed out, to look for in the database. */
  readonly issuedTokens: string[] = [];
  private readonly codes = new Map<string, IssuedCode>();
  private readonly tokens = new Map<string, FakeMember>();

  env(): Record<string, string> {
    return {
      LINKEDIN_CLIENT_ID: this.clientId,
      LINKEDIN_CLIENT_SECRET: this.clientSecret,
      LINKEDIN_AUTH_URL: `${this.url}/oauth/v2`,
      LINKEDIN_API_URL: `${this.url}/v2`,
    };
  }

  /** Revokes every token: userinfo answers 401 from now on. */
  revokeAll(): void {
    this.tokens.clear();
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    if (req.method === 'GET' && url.pathname === '/oauth/v2/authorization') return this.authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/oauth/v2/accessToken') return this.token(req, res);
    if (req.method === 'GET' && url.pathname === '/v2/userinfo') return this.userinfo(req, res);
    res.writeHead(404).end();
  }

  private authorize(url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    this.authorizations.push(q);
    const redirect = new URL(q.get('redirect_uri') ?? 'http://invalid/');
    const code = random();
    const member = this.nextMember ?? { sub: `member-${random()}`, name: 'Jane Member', email: 'jane@example.com' };
    this.codes.set(code, {
      clientId: q.get('client_id') ?? '',
      redirectUri: q.get('redirect_uri') ?? '',
      challenge: q.get('code_challenge') ?? '',
      member,
      used: false,
    });
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('state', q.get('state') ?? '');
    res.writeHead(302, { Location: redirect.toString() }).end();
  }

  private async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const params = await readForm(req);
    const issued = this.codes.get(params.code ?? '');
    const verifierMatched =
      !!issued &&
      createHash('sha256')
        .update(params.code_verifier ?? '')
        .digest('base64url') === issued.challenge;
    this.tokenRequests.push({ params, verifierMatched });
    const refuse = (error: string): void => sendJson(res, 400, { error });
    if (params.grant_type !== 'authorization_code') return refuse('unsupported_grant_type');
    if (params.client_id !== this.clientId || params.client_secret !== this.clientSecret)
      return refuse('invalid_client');
    if (!issued || issued.used || issued.clientId !== params.client_id || issued.redirectUri !== params.redirect_uri)
      return refuse('invalid_grant');
    if (!verifierMatched) return refuse('invalid_grant');
    issued.used = true;
    const accessToken = `AQ${random()}${random()}`;
    this.tokens.set(accessToken, issued.member);
    this.issuedTokens.push(accessToken);
    sendJson(res, 200, { access_token: accessToken, expires_in: this.tokenLifetimeS, scope: 'openid,profile,email' });
  }

  private userinfo(req: IncomingMessage, res: ServerResponse): void {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    this.userinfoRequests.push(token);
    const member = this.tokens.get(token);
    if (!member) return sendJson(res, 401, { status: 401 });
    sendJson(res, 200, { email_verified: true, ...member });
  }
}
