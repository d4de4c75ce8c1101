import { DynamicModule, Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { IdentityProfileModule } from '../identity/identity-profile.module';
import { ResumeModule } from '../resume/resume.module';
import { LinkedInAuthController } from './adapters/in/linkedin-auth.controller';
import { LinkedInDevController } from './adapters/in/linkedin-dev.controller';
import { LinkedInImportController } from './adapters/in/linkedin-import.controller';
import { LinkedInExportLimit, LinkedInSyncLimit } from './adapters/in/linkedin-rate-limits';
import { AesGcmTokenCipher } from './adapters/out/aes-gcm-token.cipher';
import { HttpLinkedInProvider } from './adapters/out/http-linkedin.provider';
import { IdentityModuleBridge } from './adapters/out/identity-module.bridge';
import { LINKEDIN_ORM_ENTITIES } from './adapters/out/linkedin.orm-entities';
import { RedisOAuthStateStore } from './adapters/out/redis-oauth-state.store';
import { ResumeModuleBridge } from './adapters/out/resume-module.bridge';
import { TypeormLinkedInConnections } from './adapters/out/typeorm-linkedin-connections';
import { TypeormOAuthStateStore } from './adapters/out/typeorm-oauth-state.store';
import { ZipExportArchiveReader } from './adapters/out/zip-export-archive.reader';
import { CompleteLinkedInConnect } from './application/complete-linkedin-connect.use-case';
import { DevConnectLinkedIn } from './application/dev-connect-linkedin.use-case';
import { DevImportLinkedIn } from './application/dev-import-linkedin.use-case';
import { DisconnectLinkedIn } from './application/disconnect-linkedin.use-case';
import { GetLinkedInStatus } from './application/get-linkedin-status.use-case';
import { ImportLinkedInExport } from './application/import-linkedin-export.use-case';
import { LinkedInExportImport } from './application/linkedin-export-import';
import { ExportArchiveReader } from './application/ports/export-archive.reader';
import { LinkedInAccounts } from './application/ports/linkedin-accounts';
import { LinkedInConnections } from './application/ports/linkedin-connections';
import { LinkedInProvider } from './application/ports/linkedin-provider';
import { OAuthStateStore } from './application/ports/oauth-state.store';
import { ResumeContent } from './application/ports/resume-content';
import { TokenCipher } from './application/ports/token-cipher';
import { PreviewLinkedInExport } from './application/preview-linkedin-export.use-case';
import { StartLinkedInConnect } from './application/start-linkedin-connect.use-case';
import { SyncLinkedInProfile } from './application/sync-linkedin-profile.use-case';

/**
 * LinkedIn (issue 13, docs/decisions/0022-linkedin.md): connect through OAuth with LINKEDIN_CLIENT_ID, the
 * development simulation and its routes without it (never in production), sync, and the data export import.
 * The member id and the personal fields stay identity's; the items are the resume module's.
 */
@Module({})
export class LinkedInModule {
  static forRoot(config: AppConfig): DynamicModule {
    const states: Provider = {
      provide: OAuthStateStore,
      useClass: config.redis ? RedisOAuthStateStore : TypeormOAuthStateStore,
    };
    return {
      module: LinkedInModule,
      imports: [TypeOrmModule.forFeature(LINKEDIN_ORM_ENTITIES), IdentityProfileModule, ResumeModule],
      controllers: [
        LinkedInAuthController,
        LinkedInImportController,
        ...(config.linkedin.mode === 'simulation' ? [LinkedInDevController] : []),
      ],
      providers: [
        GetLinkedInStatus,
        StartLinkedInConnect,
        CompleteLinkedInConnect,
        DisconnectLinkedIn,
        SyncLinkedInProfile,
        LinkedInExportImport,
        PreviewLinkedInExport,
        ImportLinkedInExport,
        DevConnectLinkedIn,
        DevImportLinkedIn,
        LinkedInExportLimit,
        LinkedInSyncLimit,
        states,
        { provide: LinkedInProvider, useClass: HttpLinkedInProvider },
        { provide: TokenCipher, useClass: AesGcmTokenCipher },
        { provide: LinkedInConnections, useClass: TypeormLinkedInConnections },
        { provide: ExportArchiveReader, useClass: ZipExportArchiveReader },
        { provide: LinkedInAccounts, useClass: IdentityModuleBridge },
        { provide: ResumeContent, useClass: ResumeModuleBridge },
      ],
    };
  }
}
