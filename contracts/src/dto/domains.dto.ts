/** Custom domains and subdomains (issue 14): the shape only; the naming rules live in the backend's domains module. */
import { IsString, MaxLength } from 'class-validator';

/** PUT /api/domains/subdomain. */
export class ClaimSubdomainDto {
  @IsString() @MaxLength(255) subdomain!: string;
}

/** PUT /api/domains/custom. Longer than a domain may be so that the answer names the rule (DOMAIN_INVALID). */
export class SetCustomDomainDto {
  @IsString() @MaxLength(1000) domain!: string;
}
