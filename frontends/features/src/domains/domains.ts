/**
 * A person's subdomain and custom domain as the account's domains card and the share page read them (spec 2.13, 2.11,
 * issue 14; docs/decisions/0023-custom-domains.md); the changes are the account remote's (decision 0057).
 */
import { useQuery } from '@tanstack/react-query';
import { DOMAINS_API, type DomainSettings } from '@resume/contracts';
import { apiJson } from '@resume/platform';

export const domainSettingsQueryKey = [DOMAINS_API.settings] as const;

/** Read whenever a screen showing it mounts: the background check may have changed the state meanwhile. */
export function useDomainSettings(options: { enabled?: boolean } = {}) {
  return useQuery<DomainSettings>({
    queryKey: domainSettingsQueryKey,
    queryFn: () => apiJson<DomainSettings>('GET', DOMAINS_API.settings),
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}
