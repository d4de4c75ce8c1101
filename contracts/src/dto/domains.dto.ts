/** Custom domains and subdomains (issue 14): the shape only; the naming rules live in the backend's domains module. */
import { IsString, MaxLength } from 'class-validator';
import type { ClaimSubdomainRequest, SetCustomDomainRequest } from '../api/domains';
import { fieldMessages } from '../errors/field-messages';

const DOMAINS = fieldMessages('domains');

/** PUT /api/domains/subdomain. */
export class ClaimSubdomainDto implements ClaimSubdomainRequest {
  @IsString({ message: DOMAINS.text('subdomain') })
  @MaxLength(255, { message: DOMAINS.tooLong('subdomain', 255) })
  subdomain!: string;
}

/** PUT /api/domains/custom. Longer than a domain may be so that the answer names the rule (DOMAIN_INVALID). */
export class SetCustomDomainDto implements SetCustomDomainRequest {
  @IsString({ message: DOMAINS.text('domain') })
  @MaxLength(1000, { message: DOMAINS.tooLong('domain', 1000) })
  domain!: string;
}
