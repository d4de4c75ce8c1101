import { RESUME_SECTIONS } from '@resume/contracts';
import type { CompleteResume, LinkedInProfileField, ResumeSection, User } from '@resume/contracts';
import { AppConfig, LinkedInConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../shared/domain/domain-error';
import { AdjustableClock } from '../../../../shared/testing/adjustable-clock';
import { ImmediateTransaction } from '../../../../shared/testing/immediate-transaction';
import { aCompleteResume, anAccount } from '../../../../shared/testing/resume-fixtures';
import type { ExportRecords } from '../../domain/export-content';
import type { LinkedInMember } from '../../domain/linkedin-member';
import type { PendingAuthorization } from '../../domain/oauth-state';
import { ExportArchiveReader } from '../ports/export-archive.reader';
import { LinkedInAccounts } from '../ports/linkedin-accounts';
import { LinkedInConnection, LinkedInConnections } from '../ports/linkedin-connections';
import { AuthorizationRequest, LinkedInProvider } from '../ports/linkedin-provider';
import { OAuthStateStore } from '../ports/oauth-state.store';
import { ItemsToAdd, ResumeContent } from '../ports/resume-content';
import { TokenCipher } from '../ports/token-cipher';

/** In-memory fakes of the linkedin module's ports, for use-case unit tests. */

export const linkedinConfig = (mode: LinkedInConfig['mode']): AppConfig => {
  const linkedin: LinkedInConfig =
    mode === 'oauth'
      ? {
          mode,
          clientId: 'client',
          clientSecret: 'secret',
          authUrl: 'https://www.linkedin.example/oauth',
          apiUrl: 'https://api.linkedin.example',
          tokenKey: null,
          exportsPerWindow: 5,
        }
      : { mode, tokenKey: null, exportsPerWindow: 5 };
  return Object.assign(new AppConfig(), { appUrl: 'https://cv.example.com', linkedin });
};

/** Identity's accounts; a member id held by another account answers LINKEDIN_ACCOUNT_TAKEN. */
export class InMemoryLinkedInAccounts extends LinkedInAccounts {
  readonly rows = new Map<string, User>([
    ['u1', anAccount({ name: null, title: null, linkedin: null, website: null })],
  ]);
  async find(userId: string) {
    return this.rows.get(userId) ?? null;
  }
  async setLinkedInId(userId: string, linkedinId: string | null) {
    const taken = [...this.rows.values()].some((u) => u.id !== userId && linkedinId && u.linkedinId === linkedinId);
    if (taken) throw new DomainError('LINKEDIN_ACCOUNT_TAKEN');
    const user = this.rows.get(userId);
    if (user) this.rows.set(userId, { ...user, linkedinId });
  }
  async updateProfile(userId: string, patch: Partial<Record<LinkedInProfileField, string>>) {
    const user = this.rows.get(userId);
    if (user) this.rows.set(userId, { ...user, ...patch });
  }
}

export class InMemoryConnections extends LinkedInConnections {
  readonly rows = new Map<string, LinkedInConnection>();
  async save(connection: LinkedInConnection) {
    this.rows.set(connection.userId, connection);
  }
  async find(userId: string) {
    return this.rows.get(userId) ?? null;
  }
  async delete(userId: string) {
    this.rows.delete(userId);
  }
}

export class InMemoryOAuthStates extends OAuthStateStore {
  readonly rows = new Map<string, PendingAuthorization>();
  async save(pending: PendingAuthorization) {
    this.rows.set(pending.stateHash, pending);
  }
  async take(stateHash: string) {
    const pending = this.rows.get(stateHash) ?? null;
    this.rows.delete(stateHash);
    return pending;
  }
}

/** Seals as 'sealed:<token>'; anything else does not open. */
export class FakeCipher extends TokenCipher {
  encrypt(plain: string) {
    return `sealed:${plain}`;
  }
  decrypt(sealed: string) {
    return sealed.startsWith('sealed:') ? sealed.slice('sealed:'.length) : null;
  }
}

/** Code 'good' gives token 'tok'; token 'tok' is the member `member`. */
export class FakeLinkedInProvider extends LinkedInProvider {
  readonly exchanged: { code: string; codeVerifier: string; redirectUri: string }[] = [];
  member: LinkedInMember = {
    sub: 'li-ada',
    name: 'Ada Lovelace',
    givenName: 'Ada',
    familyName: 'Lovelace',
    picture: null,
    email: 'ada@example.com',
    locale: 'en_GB',
    headline: 'Analyst',
    profileUrl: 'https://www.linkedin.com/in/ada',
  };
  authorizationUrl(request: AuthorizationRequest) {
    const query = new URLSearchParams({ ...request });
    return `https://www.linkedin.example/oauth/authorization?${query}`;
  }
  async exchangeCode(code: string, codeVerifier: string, redirectUri: string, now: Date) {
    this.exchanged.push({ code, codeVerifier, redirectUri });
    if (code !== 'good') throw new DomainError('LINKEDIN_PROVIDER_FAILED');
    return { accessToken: 'tok', expiresAt: new Date(now.getTime() + 3_600_000) };
  }
  async userInfo(accessToken: string) {
    if (accessToken !== 'tok') throw new DomainError('LINKEDIN_RECONNECT_REQUIRED');
    return this.member;
  }
}

/** A "ZIP" is the JSON of its records (the archive's own rules are the adapter's spec). */
export class JsonArchiveReader extends ExportArchiveReader {
  async read(zip: Buffer) {
    return JSON.parse(zip.toString()) as ExportRecords;
  }
}
/** A row of the export's Positions.csv: Analyst at Engines since March 2021. */
export const aPositionRow = (fields: Record<string, string> = {}) => ({
  'Company Name': 'Engines',
  Title: 'Analyst',
  Description: '',
  Location: '',
  'Started On': 'Mar 2021',
  'Finished On': '',
  ...fields,
});
export const exportZip = (records: ExportRecords) => Buffer.from(JSON.stringify(records));

/** The resume module: u1's resume, with items appended as the import adds them. */
export class InMemoryResumeContent extends ResumeContent {
  resume: CompleteResume = {
    ...aCompleteResume(),
    experiences: [],
    resume: { ...aCompleteResume().resume, summary: null },
  };
  async read(user: User) {
    return { ...this.resume, user };
  }
  async append(_userId: string, items: ItemsToAdd, summary?: string) {
    const added = Object.fromEntries(RESUME_SECTIONS.map((s) => [s, items[s]?.length ?? 0])) as Record<
      ResumeSection,
      number
    >;
    const sections: Record<string, unknown[]> = {};
    for (const s of RESUME_SECTIONS)
      sections[s] = [...this.resume[s], ...(items[s] ?? []).map((item, i) => ({ ...item, id: `${s}-${i}`, order: i }))];
    const resume = summary !== undefined ? { ...this.resume.resume, summary } : this.resume.resume;
    this.resume = { ...this.resume, ...sections, resume } as CompleteResume;
    return added;
  }
}

/** The fakes wired as the module wires them. */
export function linkedinFakes(mode: LinkedInConfig['mode'] = 'oauth') {
  return {
    config: linkedinConfig(mode),
    clock: new AdjustableClock(),
    accounts: new InMemoryLinkedInAccounts(),
    connections: new InMemoryConnections(),
    states: new InMemoryOAuthStates(),
    cipher: new FakeCipher(),
    provider: new FakeLinkedInProvider(),
    archive: new JsonArchiveReader(),
    resume: new InMemoryResumeContent(),
    transaction: new ImmediateTransaction(),
  };
}
