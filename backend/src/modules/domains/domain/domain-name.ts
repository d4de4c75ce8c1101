import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { DOMAIN_RULES } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';

/** The hosts a customer's domain may not be or sit under: this deployment's own names. */
export interface OwnHosts {
  /** APP_DOMAIN (the subdomains' parent), or null when subdomains are off. */
  appDomain: string | null;
  /** APP_URL's host name. */
  appHost: string;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Arabic', 'Hebrew'];
const SCRIPT_PATTERNS = SCRIPTS.map((script) => new RegExp(`\\p{Script=${script}}`, 'u'));

const invalid = (): DomainError => new DomainError('DOMAIN_INVALID');

/**
 * A label mixing letters of two scripts ('exаmple' with a Cyrillic 'а') is how a look-alike of someone else's name is
 * built; a name in one script (an ordinary IDN) is accepted and stored as punycode.
 */
function mixesScripts(label: string): boolean {
  return SCRIPT_PATTERNS.filter((pattern) => pattern.test(label)).length > 1;
}

const isUnder = (host: string, parent: string): boolean => host === parent || host.endsWith(`.${parent}`);

/**
 * The domain a person typed, as stored and looked up: lower case, punycode, no trailing dot. Refuses (DOMAIN_INVALID)
 * anything that is not a plain host name of someone else's: a scheme, path or port, an IP literal, localhost, this
 * deployment's own names, names past DNS's lengths.
 */
export function normaliseCustomDomain(input: string, own: OwnHosts): string {
  const typed = input.trim().toLowerCase().replace(/\.$/, '');
  if (typed === '' || /[\s/:?#@[\]\\]/.test(typed)) throw invalid();
  if (typed.split('.').some(mixesScripts)) throw invalid();
  const ascii = domainToASCII(typed);
  if (ascii === '' || ascii.length > DOMAIN_RULES.maxDomainLength || isIP(ascii) !== 0) throw invalid();
  const labels = ascii.split('.');
  if (labels.length < 2) throw invalid();
  if (labels.some((label) => label.length > DOMAIN_RULES.maxLabelLength || !LABEL.test(label))) throw invalid();
  // An all-digit top-level label is an IPv4 address in another spelling (1.2.3.010), never a registrable name.
  if (/^\d+$/.test(labels[labels.length - 1])) throw invalid();
  if (isUnder(ascii, 'localhost')) throw invalid();
  if (isUnder(ascii, own.appHost) || (own.appDomain !== null && isUnder(ascii, own.appDomain))) throw invalid();
  return ascii;
}
