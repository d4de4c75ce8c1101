import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { IdentityProfileModule } from '../identity/identity-profile.module';
import { PdfModule } from '../pdf/pdf.module';
import { ResumeModule } from '../resume/resume.module';
import { TailoringModule } from '../tailoring/tailoring.module';
import { TemplatesModule } from '../templates/templates.module';
import { LinkCardController } from './adapters/in/link-card.controller';
import { OwnPageController } from './adapters/in/own-page.controller';
import { PublicResumeController } from './adapters/in/public-resume.controller';
import { ShareLinkController } from './adapters/in/share-link.controller';
import { SharedPageController } from './adapters/in/shared-page.controller';
import { SharedPdfController } from './adapters/in/shared-pdf.controller';
import { SharedResumeController } from './adapters/in/shared-resume.controller';
import { UsernameLookupLimit } from './adapters/in/username-lookup-limit';
import { HmacAccessPass } from './adapters/out/hmac-access-pass';
import { MemorySharedResumeCache } from './adapters/out/memory-shared-resume.cache';
import { OtherModulesBridge } from './adapters/out/other-modules.bridge';
import { MemoryLinkCardCache } from './adapters/out/memory-link-card.cache';
import { PdfCardBridge } from './adapters/out/pdf-card.bridge';
import { PdfModuleBridge } from './adapters/out/pdf-module.bridge';
import { LinkForVisitReadModel } from './adapters/out/read-models/link-for-visit.read-model';
import { PublicResumeVersionReadModel } from './adapters/out/read-models/public-resume-version.read-model';
import { SHARING_ORM_ENTITIES } from './adapters/out/share-link.orm-entity';
import { TypeormShareAnalytics, TypeormVisitorSalts } from './adapters/out/typeorm-share-analytics';
import { TypeormShareLinkRepository } from './adapters/out/typeorm-share-link.repository';
import { TypeormShareCodeGuesses } from './adapters/out/typeorm-share-code-guesses';
import { TypeormShareSnapshots } from './adapters/out/typeorm-share-snapshots';
import { CountVisit } from './application/count-visit';
import { CreateShareLink } from './application/create-share-link.use-case';
import { DeleteShareLink } from './application/delete-share-link.use-case';
import { GetShareLinkAnalytics } from './application/get-share-link-analytics.use-case';
import { ListShareLinks } from './application/list-share-links.use-case';
import { OpenLinkCard } from './application/open-link-card.use-case';
import { OpenPublicResume } from './application/open-public-resume.use-case';
import { LinkCardCache, LinkCardPrinter } from './application/ports/link-cards';
import { OpenSharedResume } from './application/open-shared-resume.use-case';
import { PrintSharedResume } from './application/print-shared-resume.use-case';
import { AccessPass } from './application/ports/access-pass';
import { ShareAnalytics, VisitorSalts } from './application/ports/share-analytics';
import { LinksForVisit } from './application/ports/links-for-visit';
import { PublicResumeVersions } from './application/ports/public-resume-versions';
import { ShareLinkRepository } from './application/ports/share-link.repository';
import { ShareCodeGuesses } from './application/ports/share-code-guesses';
import { ShareCodeGate } from './application/share-code-gate';
import { SharedContent, SharedResumeCache } from './application/ports/shared-content';
import { SharedResumePdf } from './application/ports/shared-resume-pdf';
import { RecordShareDownload } from './application/record-share-download.use-case';
import { RefreshShareLink } from './application/refresh-share-link.use-case';
import { ShareFreezer } from './application/share-freezer';
import { ShareSnapshots } from './application/ports/share-snapshots';
import { UpdateShareLink } from './application/update-share-link.use-case';
import { SweepOldVisits } from './application/sweep-old-visits.use-case';
import { VisitsHousekeeping } from './adapters/in/visits.housekeeping';
import { BrowserErrorPages } from './adapters/in/browser-error-pages';
import { ErrorPages } from '../../infrastructure/http/error-pages';
import { ReadBeaconController } from './adapters/in/read-beacon.controller';
import { ReadBeaconLimit } from './adapters/in/read-beacon-limit';
import { ReadNoticesController } from './adapters/in/read-notices.controller';
import { HmacVisitTokens } from './adapters/out/hmac-visit-tokens';
import { READING_ORM_ENTITIES } from './adapters/out/reading.orm-entity';
import { TypeormLinkReadings } from './adapters/out/typeorm-link-readings';
import { TypeormReadNotices } from './adapters/out/typeorm-read-notices';
import { GetReadNotices } from './application/get-read-notices.use-case';
import { ListShareLinkReading } from './application/list-share-link-reading.use-case';
import { MarkReadNotices } from './application/mark-read-notices.use-case';
import { NoteFirstOpen } from './application/note-first-open';
import { LinkReadings, ReadNotices, VisitTokens } from './application/ports/reading';
import { RecordRead } from './application/record-read.use-case';
import { SetAccountReadNotices } from './application/set-account-read-notices.use-case';
import { SetLinkReadNotices } from './application/set-link-read-notices.use-case';
import { SharingModuleApi } from './application/sharing.module-api';
import { SharingModuleApiAdapter } from './adapters/in/sharing.module-api-adapter';

/** Share links, the public and shared resume reads, the server-rendered public pages and their analytics. */
@Module({
  imports: [
    TypeOrmModule.forFeature(SHARING_ORM_ENTITIES),
    TypeOrmModule.forFeature(READING_ORM_ENTITIES),
    IdentityProfileModule,
    ResumeModule,
    TailoringModule,
    TemplatesModule,
  ],
  controllers: [
    ShareLinkController,
    SharedResumeController,
    PublicResumeController,
    SharedPageController,
    SharedPdfController,
    OwnPageController,
    LinkCardController,
    ReadBeaconController,
    ReadNoticesController,
  ],
  providers: [
    ListShareLinks,
    CreateShareLink,
    UpdateShareLink,
    DeleteShareLink,
    RefreshShareLink,
    ShareFreezer,
    GetShareLinkAnalytics,
    OpenSharedResume,
    ShareCodeGate,
    OpenPublicResume,
    CountVisit,
    RecordShareDownload,
    PrintSharedResume,
    OpenLinkCard,
    SweepOldVisits,
    VisitsHousekeeping,
    UsernameLookupLimit,
    // Knowing when a link is read (docs/decisions/0053-read-notices.md).
    NoteFirstOpen,
    RecordRead,
    ReadBeaconLimit,
    ListShareLinkReading,
    SetLinkReadNotices,
    GetReadNotices,
    MarkReadNotices,
    SetAccountReadNotices,
    { provide: LinkReadings, useClass: TypeormLinkReadings },
    { provide: ReadNotices, useClass: TypeormReadNotices },
    { provide: VisitTokens, useClass: HmacVisitTokens },
    { provide: ShareLinkRepository, useClass: TypeormShareLinkRepository },
    { provide: LinksForVisit, useClass: LinkForVisitReadModel },
    { provide: PublicResumeVersions, useClass: PublicResumeVersionReadModel },
    { provide: ShareCodeGuesses, useClass: TypeormShareCodeGuesses },
    { provide: ShareSnapshots, useClass: TypeormShareSnapshots },
    { provide: ShareAnalytics, useClass: TypeormShareAnalytics },
    { provide: VisitorSalts, useClass: TypeormVisitorSalts },
    { provide: AccessPass, useClass: HmacAccessPass },
    { provide: SharedResumeCache, useClass: MemorySharedResumeCache },
    { provide: SharedContent, useClass: OtherModulesBridge },
    { provide: SharedResumePdf, useClass: PdfModuleBridge },
    { provide: LinkCardPrinter, useClass: PdfCardBridge },
    { provide: LinkCardCache, useClass: MemoryLinkCardCache },
    // The pages app.factory.ts answers a browser's refused requests with (docs/decisions/0040).
    { provide: ErrorPages, useClass: BrowserErrorPages },
    { provide: SharingModuleApi, useClass: SharingModuleApiAdapter },
  ],
  // The public PDF download is sharing's own route (/s/{id}/pdf). The dependency runs sharing -> pdf (sharing prints
  // through pdf's queue), never pdf -> sharing. Applications make their links through SharingModuleApi, the one thing
  // other modules get of sharing (docs/decisions/0058-one-seam-per-module.md).
  exports: [SharingModuleApi],
})
export class SharingModule {
  /** One per configuration: Nest tells dynamic modules apart by reference, and the app and applications import it. */
  private static readonly built = new WeakMap<AppConfig, DynamicModule>();

  /** Adds the pdf module the configuration builds (its queue): the public page's download prints through it (PdfModuleBridge). */
  static forRoot(config: AppConfig): DynamicModule {
    let module = SharingModule.built.get(config);
    if (!module) {
      module = { module: SharingModule, imports: [PdfModule.forRoot(config)] };
      SharingModule.built.set(config, module);
    }
    return module;
  }
}
