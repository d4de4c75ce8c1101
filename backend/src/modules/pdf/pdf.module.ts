import { BullModule, InjectQueue } from '@nestjs/bull';
import { DynamicModule, Inject, Module, OnModuleInit, Optional } from '@nestjs/common';
import type { Queue } from 'bull';
import { AppConfig } from '../../config/app-config';
import { ReadinessChecks } from '../../health/readiness-checks';
import { QueueRegistry } from '../../infrastructure/admin/queue-registry';
import { ResumeModule } from '../resume/resume.module';
import { TailoringModule } from '../tailoring/tailoring.module';
import { TemplatesModule } from '../templates/templates.module';
import { PdfController } from './adapters/in/pdf.controller';
import { PdfModuleApiAdapter } from './adapters/in/pdf.module-api-adapter';
import { PdfPreviewController } from './adapters/in/pdf-preview.controller';
import { bullPdfProcessor } from './adapters/out/bull-pdf.processor';
import { BullPdfQueue } from './adapters/out/bull-pdf.queue';
import { BullPdfQueueErrors } from './adapters/out/bull-pdf-queue.errors';
import { PDF_QUEUE_NAME, pdfQueueOptions } from './adapters/out/bull-pdf-queue.options';
import { ExportSourcesBridge } from './adapters/out/export-sources.bridge';
import { InProcessPdfQueue } from './adapters/out/in-process-pdf.queue';
import { PuppeteerClusterPrinter } from './adapters/out/puppeteer-cluster.printer';
import { ReactResumeHtml } from './adapters/out/react-resume.html';
import { SafeImageFetcher } from './adapters/out/safe-image.fetcher';
import { GeneratePdf } from './application/generate-pdf.use-case';
import { PdfModuleApi } from './application/pdf.module-api';
import { PreviewPdf } from './application/preview-pdf.use-case';
import { PrintResumeCard, PrintsHere } from './application/print-resume-card.use-case';
import { PrintResumePdf } from './application/print-resume-pdf.use-case';
import { ExportSources } from './application/ports/export-sources';
import { ImageFetcher } from './application/ports/image-fetcher';
import { PdfPrinter } from './application/ports/pdf-printer';
import { PdfQueue } from './application/ports/pdf-queue';
import { ResumeHtml } from './application/ports/resume-html';
import { RenderPdf } from './application/render-pdf.use-case';

/** The worker's side: images, HTML, printing. Shared by the API (embedded or PDF_WORKER_IN_API) and the worker entry. */
const RENDERING = [
  RenderPdf,
  { provide: ImageFetcher, useClass: SafeImageFetcher },
  { provide: ResumeHtml, useClass: ReactResumeHtml },
  { provide: PdfPrinter, useClass: PuppeteerClusterPrinter },
];

const QUEUE_METRICS = 'PDF_QUEUE_METRICS';

/** Registers the queue with the ops pages (board and metrics). */
class PdfQueueRegistration implements OnModuleInit {
  constructor(
    @Inject(PdfQueue) private readonly queue: PdfQueue,
    @Inject(QueueRegistry) private readonly registry: QueueRegistry,
    @Optional() @InjectQueue(PDF_QUEUE_NAME) private readonly bull?: Queue,
  ) {}

  onModuleInit(): void {
    this.registry.register(PDF_QUEUE_NAME, { bull: this.bull ?? null, stats: () => this.queue.stats() });
  }
}

/** Shows whether this process can print (its Chromium) in GET /health/ready, without deciding readiness. */
class PdfReadinessRegistration implements OnModuleInit {
  constructor(
    @Inject(PdfPrinter) private readonly printer: PdfPrinter,
    @Optional() @Inject(ReadinessChecks) private readonly checks?: ReadinessChecks,
  ) {}

  onModuleInit(): void {
    this.checks?.registerOptional('pdf', () => this.printer.available());
  }
}

/** Where this process prints (in-process queue, or the Bull processor here too): its browser is in its readiness. */
const printsHere = (config: AppConfig) => !config.redis || config.pdf.workerInApi;

/**
 * With Redis: the Bull queue 'pdf' (BullModule; one per PdfModule.forRoot configuration) and, where this process
 * prints, its @Processor. Without: nothing here (the in-process queue needs no module).
 */
function bullImports(config: AppConfig) {
  return config.redis ? [BullModule.registerQueue(pdfQueueOptions(config))] : [];
}

function bullProcessing(config: AppConfig, processInThisProcess: boolean) {
  return config.redis ? [BullPdfQueueErrors, ...(processInThisProcess ? [bullPdfProcessor(config)] : [])] : [];
}

function queueProviders(config: AppConfig) {
  return config.redis
    ? [BullPdfQueue, { provide: PdfQueue, useExisting: BullPdfQueue }]
    : [InProcessPdfQueue, { provide: PdfQueue, useExisting: InProcessPdfQueue }];
}

/**
 * PDF export (issue "pdf module"; docs/decisions/0010-pdf-export.md). With REDIS_URL a Bull queue (the API also
 * processes unless PDF_WORKER_IN_API=false; `npm run worker` processes only); without, an in-process queue.
 */
@Module({})
export class PdfModule {
  /** One per configuration: Nest tells dynamic modules apart by reference, and every importer must get the same queue. */
  private static readonly built = new WeakMap<AppConfig, DynamicModule>();

  /** Imported by the app and by the modules that print through PdfModuleApi (sharing: the public page's download, cards). */
  static forRoot(config: AppConfig): DynamicModule {
    let module = PdfModule.built.get(config);
    if (!module) {
      module = PdfModule.build(config);
      PdfModule.built.set(config, module);
    }
    return module;
  }

  private static build(config: AppConfig): DynamicModule {
    return {
      module: PdfModule,
      imports: [ResumeModule, TailoringModule, TemplatesModule, ...bullImports(config)],
      controllers: [PdfController, PdfPreviewController],
      providers: [
        ...RENDERING,
        ...queueProviders(config),
        ...bullProcessing(config, config.pdf.workerInApi),
        GeneratePdf,
        PreviewPdf,
        PrintResumePdf,
        PrintResumeCard,
        { provide: PrintsHere, useValue: new PrintsHere(printsHere(config)) },
        { provide: ExportSources, useClass: ExportSourcesBridge },
        { provide: PdfModuleApi, useClass: PdfModuleApiAdapter },
        { provide: QUEUE_METRICS, useClass: PdfQueueRegistration },
        ...(printsHere(config) ? [PdfReadinessRegistration] : []),
      ],
      // Other modules print only through its module API (docs/decisions/0058-one-seam-per-module.md).
      exports: [PdfModuleApi],
    };
  }
}

/** The worker entry's module: no HTTP, no database, no producer; takes jobs off the Bull queue and prints them. */
@Module({})
export class PdfWorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.redis)
      throw new Error('The PDF worker needs REDIS_URL (without Redis the API process prints PDFs itself).');
    return {
      module: PdfWorkerModule,
      imports: bullImports(config),
      providers: [...RENDERING, ...bullProcessing(config, true)],
    };
  }
}
