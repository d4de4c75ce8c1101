import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Cluster } from 'puppeteer-cluster';
import puppeteer from 'puppeteer-core';
import type { Page } from 'puppeteer-core';
import { LINK_CARD } from '@resume/contracts';
import { AppConfig } from '../../../../config/app-config';
import { MAX_PDF_PAGES } from '../../domain/pdf-export';
import { PdfPrinter, PrintOptions } from '../../application/ports/pdf-printer';
import type { ChromiumExecutable } from './bundled-chromium';
import { ChromiumAvailability } from './chromium-availability';
import { countPdfPages, setPdfInfo } from './pdf-bytes';
import { printFontFile } from './print-fonts';
import { startPrintLaps } from './print-timings';
import { RecycledPageConcurrency, retirePage } from './recycled-page.concurrency';

const CORS_ANY = { 'access-control-allow-origin': '*' };
/** Layout (which starts the loads of the faces the text needs), then every started font load finished. */
const FONTS_LOADED = 'document.body.getBoundingClientRect(), document.fonts.ready.then(() => true)';

/** Pages already set up (JavaScript off, request filter): a recycled page keeps its setup. */
const prepared = new WeakSet<Page>();

interface Task {
  html: string;
  /** Absent: the preview card's PNG (printCard). */
  options?: PrintOptions;
}

/**
 * The card's viewport: about an A4 page's width at 96 dpi, at 1.5x, so the screenshot is exactly LINK_CARD's
 * 1200 x 630 pixels (the top of the first page, where the name and title are).
 */
const CARD_SCALE = 1.5;
const CARD_VIEW = { width: LINK_CARD.width / CARD_SCALE, height: LINK_CARD.height / CARD_SCALE };
/** The page's margin on screen, as the print's @page margin would leave it. */
const CARD_CSS = 'html{background:#fff}body{margin:0;padding:28px 36px;box-sizing:border-box}';

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
 * between jobs: RecycledPageConcurrency). In the page: JavaScript off, every request but data: and the template
 * fonts' files (answered from memory) aborted, the document set with setContent (everything else inlined), fonts
 * awaited, then printed tagged. The time limit closes the page, which aborts whatever it was doing.
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

  print(html: string, options: PrintOptions): Promise<Buffer> {
    return this.run({ html, options });
  }

  printCard(html: string): Promise<Buffer> {
    return this.run({ html });
  }

  private async run(task: Task): Promise<Buffer> {
    const cluster = await this.start();
    try {
      return await cluster.execute(task);
    } catch (error) {
      const message = (error as Error).message;
      if (message === 'PDF_TIMEOUT' || message === 'PDF_TOO_LONG') throw error;
      this.logger.error(`print failed: ${message}`);
      throw new Error('PDF_FAILED');
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
        reject(new Error('PDF_TIMEOUT'));
        void page.close().catch(() => undefined);
      }, this.config.pdf.timeoutMs);
    });
    try {
      const work = options ? this.render(page, html, options) : this.renderCard(page, html);
      return await Promise.race([work, limit]);
    } catch (error) {
      retirePage(page);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The preview card: the document on screen at CARD_VIEW, its top as a PNG. The page is not recycled afterwards, so
   * no PDF is ever printed on a page with the card's viewport and style.
   */
  private async renderCard(page: Page, html: string): Promise<Buffer> {
    retirePage(page);
    await this.prepare(page);
    await page.setViewport({ ...CARD_VIEW, deviceScaleFactor: CARD_SCALE });
    await page.setContent(html, { waitUntil: 'load' });
    await page.addStyleTag({ content: CARD_CSS });
    await page.evaluate(FONTS_LOADED);
    const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...CARD_VIEW } });
    return Buffer.from(png);
  }

  /** JavaScript off and every request but data: and the template fonts' files aborted; once per page. */
  private async prepare(page: Page): Promise<void> {
    if (!prepared.has(page)) {
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.isInterceptResolutionHandled()) return;
        const url = request.url();
        const font = printFontFile(url);
        // The template font's files, from memory (print-fonts.ts); a font load is a CORS request.
        if (font) void request.respond({ status: 200, contentType: 'font/woff2', headers: CORS_ANY, body: font });
        else if (url.startsWith('data:')) void request.continue();
        else void request.abort('blockedbyclient');
      });
      prepared.add(page);
    }
  }

  private async render(page: Page, html: string, options: PrintOptions): Promise<Buffer> {
    await this.prepare(page);
    const laps = startPrintLaps();
    // On a recycled page this replaces the previous job's whole document (document.open).
    await page.setContent(html, { waitUntil: 'load' });
    laps.lap('load');
    // A face starts loading when text that needs it is laid out: lay the page out first, so document.fonts.ready
    // waits for every face of the template font the text uses (evaluated by the driver; the page's own JavaScript
    // stays off).
    await page.evaluate(FONTS_LOADED);
    laps.lap('fonts');
    const bytes = Buffer.from(
      await page.pdf({
        format: options.paperSize === 'Letter' ? 'letter' : 'a4',
        printBackground: true,
        tagged: true,
        // Bookmarks from the headings: the name, its sections (h2), their entries (h3).
        outline: true,
        preferCSSPageSize: true,
        // Already loaded (above); kept as puppeteer's own check of document.fonts.ready.
        waitForFonts: true,
        // One page more than allowed, to tell a long resume from one that fits.
        pageRanges: `1-${MAX_PDF_PAGES + 1}`,
        timeout: this.config.pdf.timeoutMs,
      }),
    );
    laps.lap('print');
    laps.publish();
    if (countPdfPages(bytes) > MAX_PDF_PAGES) throw new Error('PDF_TOO_LONG');
    // Chromium writes /Title (from <title>) only: the rest through an incremental update (pdf-bytes.ts).
    return setPdfInfo(bytes, {
      Title: options.title,
      Author: options.author,
      ...(options.subject ? { Subject: options.subject } : {}),
      ...(options.keywords.length > 0 ? { Keywords: options.keywords.join(', ') } : {}),
      Creator: 'Resume Builder',
    });
  }
}
