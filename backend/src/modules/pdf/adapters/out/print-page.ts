import type { PaperSize } from '@resume/contracts';
import type { CDPSession, Page } from 'puppeteer-core';
import { MAX_PDF_PAGES } from '../../domain/pdf-export';
import { PdfFailure } from '../../domain/pdf-failure';
import type { PrintOptions } from '../../application/ports/pdf-printer';
import { countPdfPages, setPdfInfo } from './pdf-bytes';
import { printFontFile } from './print-fonts';
import { startPrintLaps } from './print-timings';

const CORS_ANY = { 'access-control-allow-origin': '*' };
/** Layout (which starts the loads of the faces the text needs), then every started font load finished. */
const FONTS_LOADED = 'document.body.getBoundingClientRect(), document.fonts.ready.then(() => true)';
/** Paper in inches, as puppeteer's formats (the document's @page size wins: preferCSSPageSize). */
const PAPER: Record<PaperSize, { paperWidth: number; paperHeight: number }> = {
  A4: { paperWidth: 8.27, paperHeight: 11.7 },
  Letter: { paperWidth: 8.5, paperHeight: 11 },
};

/** Pages already set up (JavaScript off, request filter), with their DevTools session: a recycled page keeps both. */
const prepared = new WeakMap<Page, CDPSession>();

async function prepare(page: Page): Promise<CDPSession> {
  let session = prepared.get(page);
  if (!session) {
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
    session = await page.createCDPSession();
    prepared.set(page, session);
  }
  return session;
}

/**
 * Prints `html` on `page` (a fresh or a recycled one): JavaScript off, every request but data: and the template
 * fonts' files (answered from memory) aborted, the document set with setContent (everything else inlined), fonts
 * awaited, then printed tagged with an outline, the Info dictionary completed. Rejects with PDF_TOO_LONG past
 * MAX_PDF_PAGES. The caller bounds the time (closing the page aborts whatever this is waiting for).
 */
export async function printOnPage(page: Page, html: string, options: PrintOptions): Promise<Buffer> {
  const session = await prepare(page);
  const laps = startPrintLaps();
  // On a recycled page this replaces the previous job's whole document (document.open).
  await page.setContent(html, { waitUntil: 'load' });
  laps.lap('load');
  // A face starts loading when text that needs it is laid out: lay the page out first, so document.fonts.ready
  // waits for every face of the template font the text uses (evaluated by the driver; the page's own JavaScript
  // stays off).
  await page.evaluate(FONTS_LOADED);
  laps.lap('fonts');
  // Page.printToPDF itself rather than page.pdf: page.pdf asks for a stream, which Chromium writes to a temporary
  // file and the driver reads back with IO.read, and checks document.fonts.ready once more (done above). The PDF in
  // the answer (base64) is the same document 8-11 ms sooner (docs/performance.md, 2026-11-27).
  const { data } = await session.send('Page.printToPDF', {
    transferMode: 'ReturnAsBase64',
    ...PAPER[options.paperSize],
    marginTop: 0,
    marginBottom: 0,
    marginLeft: 0,
    marginRight: 0,
    // Paper, margins and running elements are the document's @page rules (resume-view print/page.ts).
    preferCSSPageSize: true,
    printBackground: true,
    generateTaggedPDF: true,
    // Bookmarks from the headings: the name, its sections (h2), their entries (h3).
    generateDocumentOutline: true,
    // One page more than allowed, to tell a long resume from one that fits.
    pageRanges: `1-${MAX_PDF_PAGES + 1}`,
  });
  const bytes = Buffer.from(data, 'base64');
  laps.lap('print');
  laps.publish();
  if (countPdfPages(bytes) > MAX_PDF_PAGES) throw new PdfFailure('PDF_TOO_LONG');
  // Chromium writes /Title (from <title>) only: the rest through an incremental update (pdf-bytes.ts).
  return setPdfInfo(bytes, {
    Title: options.title,
    Author: options.author,
    ...(options.subject ? { Subject: options.subject } : {}),
    ...(options.keywords.length > 0 ? { Keywords: options.keywords.join(', ') } : {}),
    Creator: 'Resume Builder',
  });
}
