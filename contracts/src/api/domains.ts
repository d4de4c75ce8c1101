/**
 * Custom domains and subdomains (spec 1, 2.13, 4; issue 14; docs/decisions/0023-custom-domains.md): a paid account's
 * public resume at `{subdomain}.APP_DOMAIN` (serves at once) or at its own domain (serves once DNS proves it: a TXT
 * record `_resume-verify.{domain}` holding the account's domainSecurityCode).
 */
import { CUSTOM_DOMAIN_ACTIVATION } from '../constants/plans';

export const DOMAINS_API = {
  /** GET (signed in) -> DomainSettings. */
  settings: '/api/domains',
  /** PUT ClaimSubdomainRequest -> DomainSettings (paid); DELETE -> DomainSettings. */
  subdomain: '/api/domains/subdomain',
  /** PUT SetCustomDomainRequest -> DomainSettings (paid, state 'pending'); DELETE -> DomainSettings. */
  customDomain: '/api/domains/custom',
  /** POST, no body -> DomainSettings (paid): looks the TXT record up now. */
  verify: '/api/domains/custom/verify',
  /** GET ?domain= (no session; for a TLS terminator's on-demand certificates): 200 if served here, 404 otherwise. */
  tlsAllowed: '/api/domains/tls-allowed',
  /** GET on a customer's host, optional ?shareId=&code= -> the resume that host serves (spec 6). */
  domainResume: '/api/domain-resume',
} as const;

/** The TXT record's name is this prefix, a dot and the domain. */
export const DOMAIN_VERIFY_RECORD_PREFIX = '_resume-verify';

export const DOMAIN_STATES = ['pending', 'verified', 'failed'] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];

/** A DNS record the person adds at their DNS provider. */
export interface DomainRecord {
  type: 'TXT' | 'CNAME';
  /** Fully qualified name, e.g. `_resume-verify.cv.example.com`. */
  name: string;
  value: string;
}

export interface DomainSettings {
  /** Whether subdomains exist on this server (APP_DOMAIN set). */
  subdomainsEnabled: boolean;
  /** APP_DOMAIN: a subdomain is `{name}.{appDomain}`; null without subdomains. */
  appDomain: string | null;
  subdomain: string | null;
  /** https://{subdomain}.APP_DOMAIN (with APP_URL's port, if it has one), or null. */
  subdomainUrl: string | null;
  customDomain: string | null;
  /** https://{customDomain} once verified (it serves nothing before), else null. */
  customDomainUrl: string | null;
  state: DomainState | null;
  /** ISO 8601; null before the first look-up. */
  lastCheckedAt: string | null;
  /** The records to add for customDomain (empty without one). */
  records: DomainRecord[];
  /** The spec's note on how long activation takes. */
  activationNote: string;
}

export interface ClaimSubdomainRequest {
  subdomain: string;
}

export interface SetCustomDomainRequest {
  domain: string;
}

export const DOMAIN_RULES = {
  /** Longest domain name (RFC 1035 presentation form). */
  maxDomainLength: 253,
  maxLabelLength: 63,
  subdomainMinLength: 3,
  subdomainMaxLength: 63,
} as const;

/** 'Verify now' per account per window: each one is a DNS look-up; past it 429 RATE_LIMITED. */
export const DOMAIN_VERIFY_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 } as const;

/** Names never given as subdomains beside the reserved usernames: hosts a deployment commonly uses itself. */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  'www',
  'app',
  'api',
  'mail',
  'admin',
  'status',
  'cdn',
  'static',
  'assets',
  'docs',
  'blog',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'mx',
  'dev',
  'staging',
  'test',
  'auth',
  'login',
  'billing',
];

export const DOMAIN_ACTIVATION_NOTE = `Custom domains are typically active ${CUSTOM_DOMAIN_ACTIVATION} after DNS setup.`;
