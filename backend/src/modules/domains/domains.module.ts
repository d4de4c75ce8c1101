import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityProfileModule } from '../identity/identity-profile.module';
import { DomainVerifyLimit } from './adapters/in/domain-verify-limit';
import { DomainsController } from './adapters/in/domains.controller';
import { DomainsHousekeeping } from './adapters/in/domains.housekeeping';
import { HostRouting } from './adapters/in/host-routing';
import { TlsAllowedController } from './adapters/in/tls-allowed.controller';
import { DOMAINS_ORM_ENTITIES } from './adapters/out/domains.orm-entities';
import { IdentityModuleBridge } from './adapters/out/identity-module.bridge';
import { NodeDnsTxtResolver } from './adapters/out/node-dns-txt.resolver';
import { ShareLinkOwnerReadModel } from './adapters/out/read-models/share-link-owner.read-model';
import { SubdomainOwnerReadModel } from './adapters/out/read-models/subdomain-owner.read-model';
import { TypeormDomainRepository } from './adapters/out/typeorm-domain.repository';
import { CheckTlsAllowed } from './application/check-tls-allowed.use-case';
import { ClaimSubdomain } from './application/claim-subdomain.use-case';
import { GetDomainSettings } from './application/get-domain-settings.use-case';
import { DeploymentHosts } from './application/own-hosts';
import { DnsTxtResolver } from './application/ports/dns-txt.resolver';
import { DomainAccounts } from './application/ports/domain-accounts';
import { DomainRepository } from './application/ports/domain.repository';
import { ShareLinkOwners } from './application/ports/share-link-owners';
import { RecheckDomains } from './application/recheck-domains.use-case';
import { ReleaseSubdomain } from './application/release-subdomain.use-case';
import { RemoveCustomDomain } from './application/remove-custom-domain.use-case';
import { ResolveHost } from './application/resolve-host.use-case';
import { SetCustomDomain } from './application/set-custom-domain.use-case';
import { VerifyCustomDomain } from './application/verify-custom-domain.use-case';

/**
 * Custom domains and subdomains (issue 14, docs/decisions/0023-custom-domains.md): claims, the DNS proof of a custom
 * domain, serving a person's resume by Host, and the TLS terminator's question. The names themselves are kept on identity's account.
 */
@Module({
  imports: [TypeOrmModule.forFeature(DOMAINS_ORM_ENTITIES), IdentityProfileModule],
  controllers: [DomainsController, TlsAllowedController],
  providers: [
    DeploymentHosts,
    GetDomainSettings,
    ClaimSubdomain,
    ReleaseSubdomain,
    SetCustomDomain,
    RemoveCustomDomain,
    VerifyCustomDomain,
    CheckTlsAllowed,
    ResolveHost,
    HostRouting,
    RecheckDomains,
    DomainsHousekeeping,
    DomainVerifyLimit,
    SubdomainOwnerReadModel,
    { provide: DomainRepository, useClass: TypeormDomainRepository },
    { provide: DnsTxtResolver, useClass: NodeDnsTxtResolver },
    { provide: DomainAccounts, useClass: IdentityModuleBridge },
    { provide: ShareLinkOwners, useClass: ShareLinkOwnerReadModel },
  ],
  // app.factory.ts puts HostRouting's handler in front of the static files and the routes.
  exports: [HostRouting],
})
export class DomainsModule {}
