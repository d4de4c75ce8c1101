import { DOMAIN_ACTIVATION_NOTE, DOMAIN_VERIFY_RECORD_PREFIX } from '@resume/contracts';
import type { DomainRecord, DomainSettings } from '@resume/contracts';
import type { DomainsConfig } from '../../../../config/app-config';
import type { DomainOverview } from '../../domain/domain-overview';

/** The records a person adds: the TXT proof, and a CNAME to the deployment (APP_DOMAIN, else the app's host). */
function recordsFor(domain: string, code: string, config: DomainsConfig): DomainRecord[] {
  return [
    { type: 'TXT', name: `${DOMAIN_VERIFY_RECORD_PREFIX}.${domain}`, value: code },
    { type: 'CNAME', name: domain, value: config.appDomain ?? config.appHost },
  ];
}

/**
 * `appUrl` gives the scheme and the port: a person's host is served by the same server as the app, so on a
 * deployment with a port (development, tests) their addresses carry it too.
 */
export function presentDomainSettings(overview: DomainOverview, config: DomainsConfig, appUrl: URL): DomainSettings {
  const { subdomain, customDomain, securityCode } = overview;
  const urlOf = (host: string) => `${appUrl.protocol}//${host}${appUrl.port ? `:${appUrl.port}` : ''}`;
  return {
    subdomainsEnabled: config.appDomain !== null,
    appDomain: config.appDomain,
    subdomain,
    subdomainUrl: subdomain && config.appDomain ? urlOf(`${subdomain}.${config.appDomain}`) : null,
    customDomain: customDomain?.domain ?? null,
    customDomainUrl: customDomain?.state === 'verified' ? urlOf(customDomain.domain) : null,
    state: customDomain?.state ?? null,
    lastCheckedAt: customDomain?.lastCheckedAt?.toISOString() ?? null,
    records: customDomain && securityCode ? recordsFor(customDomain.domain, securityCode, config) : [],
    activationNote: DOMAIN_ACTIVATION_NOTE,
  };
}
