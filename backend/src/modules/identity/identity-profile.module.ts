import { Module } from '@nestjs/common';
import { IdentityModuleApiAdapter } from './adapters/in/identity.module-api-adapter';
import { IdentityModuleApi } from './application/identity.module-api';
import { IdentityAccountsModule } from './identity-accounts.module';

/**
 * The accounts as other modules see them: identity's module API and nothing else
 * (docs/decisions/0058-one-seam-per-module.md). A Nest module of its own, apart from IdentityModule, so that the
 * resume module can import it without a cycle: IdentityModule itself imports ResumeModule.
 */
@Module({
  imports: [IdentityAccountsModule],
  providers: [{ provide: IdentityModuleApi, useClass: IdentityModuleApiAdapter }],
  exports: [IdentityModuleApi],
})
export class IdentityProfileModule {}
