/** Custom domains and subdomains (issue 14): the shape only; the naming rules live in the backend's domains module. */
import { IsString, MaxLength } from 'class-validator';
import type { ClaimSubdomainRequest, SetCustomDomainRequest } from '../api/domains';

/** PUT /api/domains/subdomain. */
export class ClaimSubdomainDto implements ClaimSubdomainRequest {
  @IsString() @MaxLength(255) subdomain!: string;
}

/** PUT /api/domains/custom. Longer than a domain may be so that the answer names the rule (DOMAIN_INVALID). */
export class SetCustomDomainDto implements SetCustomDomainRequest {
  @IsString() @MaxLength(1000) domain!: string;
}
