import type { CustomDomain } from './custom-domain';

/** What an account has: its subdomain, its custom domain and the code its TXT record must hold. */
export interface DomainOverview {
  subdomain: string | null;
  customDomain: CustomDomain | null;
  securityCode: string | null;
}
