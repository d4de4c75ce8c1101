import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Cluster } from 'puppeteer-cluster';
import puppeteer from 'puppeteer-core';
import type { Page } from 'puppeteer-core';
import { AppConfig } from '../../../../config/app-config';
import { PdfFailure } from '../../domain/pdf-failure';
import { PdfPrinter, PrintOptions } from '../../application/ports/pdf-printer';
import type { ChromiumExecutable } from './bundled-chromium';
import { ChromiumAvailability } from './chromium-availability';
import { printOnPage } from './print-page';
import { RecycledPageConcurrency, retirePage } from './recycled-page.concurrency';

interface Task {
  html: string;
  options: PrintOptions;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--font-render-hinting=none',
];

/**
 * One Chromium per process (started on first use), a page per running job (puppeteer-cluster, pages recycled
 * between jobs: RecycledPageConcurrency), each job printed by printOnPage (print-page.ts). The time limit closes
 * the page, which aborts whatever it was doing.
 */
@Injectable()
export class PuppeteerClusterPrinter extends PdfPrinter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PuppeteerClusterPrinter.name);
  private cluster: Promise<Cluster<Task, Buffer>> | null = null;
  /** A missing or broken Chromium: PDF_UNAVAILABLE, not a crash (chromium-availability.ts). */
  private readonly chromium: ChromiumAvailability;

  constructor(private readonly config: AppConfig) {
    super();
    this.chromium = new ChromiumAvailability(config.pdf.chromiumPath, this.logger);
  }

  onModuleInit(): Promise<void> {
    return this.chromium.warnIfMissing();
  }

  available(): Promise<boolean> {
    return this.chromium.available();
  }

  async print(html: string, options: PrintOptions): Promise<Buffer> {
    const cluster = await this.start();
    try {
      return await cluster.execute({ html, options });
    } catch (error) {
      // The page's own failures (time limit, too long) are typed where they start; anything else is puppeteer's.
      if (error instanceof PdfFailure) throw error;
      this.logger.error(`print failed: ${(error as Error).message}`);
      throw new PdfFailure('PDF_FAILED', { cause: error });
    }
  }

  /**
   * Waits for running prints, then closes the browser. Runs after every onModuleDestroy, so after the queue
   * stopped taking jobs and its running jobs finished (graceful shutdown).
   */
  async onApplicationShutdown(): Promise<void> {
    const cluster = this.cluster;
    this.cluster = null;
    if (!cluster) return;
    const started = await cluster.catch(() => null);
    if (!started) return;
    await started.idle();
    await started.close();
  }

  private start(): Promise<Cluster<Task, Buffer>> {
    if (!this.cluster) {
      const { pdf } = this.config;
      const launch = (chromium: ChromiumExecutable) =>
        Cluster.launch({
          // CONCURRENCY_PAGE with the pages recycled (recycled-page.concurrency.ts).
          concurrency: RecycledPageConcurrency,
          maxConcurrency: pdf.concurrency,
          // The time limit is ours (below); the cluster's is a backstop.
          timeout: pdf.timeoutMs + 5000,
          retryLimit: 0,
          puppeteer,
          puppeteerOptions: {
            executablePath: chromium.path,
            // The bundled Chromium's libraries and fonts (bundled-chromium.ts); puppeteer's default is process.env.
            env: { ...process.env, ...chromium.env },
            headless: true,
            args: CHROMIUM_ARGS,
            // Signals are Nest's (graceful shutdown closes the browser after the running jobs), not puppeteer's.
            handleSIGINT: false,
            handleSIGTERM: false,
            handleSIGHUP: false,
            // A pipe instead of a debugging port: Chromium exits with its process, even one killed with SIGKILL.
            pipe: true,
          },
        }).then(async (cluster: Cluster<Task, Buffer>) => {
          cluster.on('taskerror', (error: Error) => this.logger.debug(`task error: ${error.message}`));
          await cluster.task(({ page, data }) => this.printPage(page, data));
          return cluster;
        });
      this.cluster = this.chromium.launch(launch);
      // Logged by ChromiumAvailability; the next print tries again.
      this.cluster.catch(() => (this.cluster = null));
    }
    return this.cluster;
  }

  private async printPage(page: Page, { html, options }: Task): Promise<Buffer> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new PdfFailure('PDF_TIMEOUT'));
        void page.close().catch(() => undefined);
      }, this.config.pdf.timeoutMs);
    });
    try {
      return await Promise.race([printOnPage(page, html, options), limit]);
    } catch (error) {
      retirePage(page);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
