/**
 * Changes to a person's subdomain and custom domain (spec 2.13, issue 14; docs/decisions/0023-custom-domains.md;
 * reading them is @resume/features', which the share page uses too). Every change answers the new DomainSettings,
 * which replaces the cached copy; the user is read again too, since it carries the names (spec 3, User).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DOMAINS_API,
  type ClaimSubdomainRequest,
  type DomainSettings,
  type SetCustomDomainRequest,
} from '@resume/contracts';
import { apiJson, userQueryKey } from '@resume/platform';
import { domainSettingsQueryKey } from '@resume/features';

function useDomainChange<TInput>(call: (input: TInput) => Promise<DomainSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (settings) => {
      client.setQueryData(domainSettingsQueryKey, settings);
      return client.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}

export const useClaimSubdomain = () =>
  useDomainChange((input: ClaimSubdomainRequest) => apiJson<DomainSettings>('PUT', DOMAINS_API.subdomain, input));

export const useReleaseSubdomain = () =>
  useDomainChange<void>(() => apiJson<DomainSettings>('DELETE', DOMAINS_API.subdomain));

export const useSetCustomDomain = () =>
  useDomainChange((input: SetCustomDomainRequest) => apiJson<DomainSettings>('PUT', DOMAINS_API.customDomain, input));

export const useRemoveCustomDomain = () =>
  useDomainChange<void>(() => apiJson<DomainSettings>('DELETE', DOMAINS_API.customDomain));

/** 'Verify now': the server looks the TXT record up at once (DOMAIN_VERIFY_LIMIT per hour). */
export const useVerifyCustomDomain = () => useDomainChange(() => apiJson<DomainSettings>('POST', DOMAINS_API.verify));
