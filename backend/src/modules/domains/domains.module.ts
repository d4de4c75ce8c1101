import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityProfileModule } from '../identity/identity-profile.module';
import { DomainsController } from './adapters/in/domains.controller';
import { TlsAllowedController } from './adapters/in/tls-allowed.controller';
import { DOMAINS_ORM_ENTITIES } from './adapters/out/domains.orm-entities';
import { IdentityModuleBridge } from './adapters/out/identity-module.bridge';
import { NodeDnsTxtResolver } from './adapters/out/node-dns-txt.resolver';
import { SubdomainOwnerReadModel } from './adapters/out/read-models/subdomain-owner.read-model';
import { TypeormDomainRepository } from './adapters/out/typeorm-domain.repository';
import { CheckTlsAllowed } from './application/check-tls-allowed.use-case';
import { ClaimSubdomain } from './application/claim-subdomain.use-case';
import { GetDomainSettings } from './application/get-domain-settings.use-case';
import { DeploymentHosts } from './application/own-hosts';
import { DnsTxtResolver } from './application/ports/dns-txt.resolver';
import { DomainAccounts } from './application/ports/domain-accounts';
import { DomainRepository } from './application/ports/domain.repository';
import { ReleaseSubdomain } from './application/release-subdomain.use-case';
import { RemoveCustomDomain } from './application/remove-custom-domain.use-case';
import { SetCustomDomain } from './application/set-custom-domain.use-case';
import { VerifyCustomDomain } from './application/verify-custom-domain.use-case';

/**
 * Custom domains and subdomains (issue 14, docs/decisions/0023-custom-domains.md): claims, the DNS proof of a custom
 * domain, and the TLS terminator's question. The names themselves are kept on identity's account.
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
    SubdomainOwnerReadModel,
    { provide: DomainRepository, useClass: TypeormDomainRepository },
    { provide: DnsTxtResolver, useClass: NodeDnsTxtResolver },
    { provide: DomainAccounts, useClass: IdentityModuleBridge },
  ],
})
export class DomainsModule {}
