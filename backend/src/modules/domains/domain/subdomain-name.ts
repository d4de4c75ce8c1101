import { DOMAIN_RULES, RESERVED_SUBDOMAINS, isReservedUsername } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';

const SUBDOMAIN = new RegExp(
  `^[a-z0-9][a-z0-9-]{${DOMAIN_RULES.subdomainMinLength - 2},${DOMAIN_RULES.subdomainMaxLength - 2}}[a-z0-9]$`,
);
const RESERVED = new Set(RESERVED_SUBDOMAINS);

/** The label a person claims under APP_DOMAIN, in lower case; SUBDOMAIN_INVALID or SUBDOMAIN_RESERVED otherwise. */
export function normaliseSubdomain(input: string): string {
  const name = input.trim().toLowerCase();
  if (!SUBDOMAIN.test(name)) throw new DomainError('SUBDOMAIN_INVALID');
  if (RESERVED.has(name) || isReservedUsername(name)) throw new DomainError('SUBDOMAIN_RESERVED');
  return name;
}
