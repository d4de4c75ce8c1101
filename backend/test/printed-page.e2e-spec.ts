import { SECTION_LABELS, type Filter, type SectionId, type Template } from '@resume/contracts';
import { fixtureResume } from '../../frontends/resume-view/src/fixture';
import { loadConfig } from '../src/config/env.schema';
import { RenderPdf } from '../src/modules/pdf/application/render-pdf.use-case';
import type { PdfRenderInput } from '../src/modules/pdf/domain/pdf-export';
import { PuppeteerClusterPrinter } from '../src/modules/pdf/adapters/out/puppeteer-cluster.printer';
import { ReactResumeHtml } from '../src/modules/pdf/adapters/out/react-resume.html';
import { SafeImageFetcher } from '../src/modules/pdf/adapters/out/safe-image.fetcher';
import { pdfInfo, pdfPageSizes, readPdf, type PdfReading } from './support/pdf-tools';
import { aTemplate } from '../src/shared/testing/resume-fixtures';

/**
 * The printed page (issue 26, docs/decisions/0043-page-size-and-running-elements.md), read from the PDF itself:
 * paper size, the running name and 'n / N' on pages after the first (in the margin, clear of the text), bookmarks
 * of the sections, and the Info dictionary.
 */
describe('the printed page', () => {
  const config = loadConfig({ PDF_TIMEOUT_MS: '10000' });
  const printer = new PuppeteerClusterPrinter(config);
  const render = new RenderPdf(new SafeImageFetcher(config), new ReactResumeHtml(), printer);
  afterAll(() => printer.onApplicationShutdown(), 30_000);

  const NAME = 'Ada Q. Lovelace';

  const template = (fields: Partial<Template> = {}): Template => aTemplate('t1', { isDefault: true, ...fields });

  /** A resume of about three pages: twelve experiences of four long bullets. */
  const input = (fields: Partial<PdfRenderInput> = {}): PdfRenderInput => {
    const data = fixtureResume();
    data.user.name = NAME;
    data.user.title = 'Staff Engineer';
    const words = 'shipped the quarterly reporting pipeline to every regional office and measured the result';
    data.experiences = Array.from({ length: 12 }, (_, i) => ({
      ...data.experiences[1],
      id: `e${i}`,
      order: i,
      title: `Role ${i}`,
      tags: ['go'],
      description: [1, 2, 3, 4].map((b) => `- Bullet ${i}.${b} ${words}`).join('\n'),
    }));
    return {
      data,
      filter: null,
      template: template(),
      paperSize: 'A4',
      title: `${NAME} - Resume`,
      author: NAME,
      ...fields,
    };
  };

  const pageText = (page: PdfReading['pages'][number]) => page.items.map((i) => i.str).join(' ');
  const count = (text: string, needle: string) => text.split(needle).length - 1;

  it.each([
    ['A4', 595.28, 841.89, /^594\.96 x 841\.92 pts \(A4\)$/],
    ['Letter', 612, 792, /^612 x 792 pts \(letter\)$/],
  ] as const)('prints every page on %s paper (%d x %d pt)', async (paperSize, width, height, named) => {
    const bytes = await render.execute(input({ paperSize }));
    const read = readPdf(bytes);
    expect(read.pages.length).toBeGreaterThanOrEqual(3);
    for (const page of read.pages) {
      expect(page.width).toBeCloseTo(width, 0);
      expect(page.height).toBeCloseTo(height, 0);
    }
    // And as pdfinfo names it, page by page.
    const sizes = pdfPageSizes(bytes);
    expect(sizes).toHaveLength(read.pages.length);
    for (const size of sizes) expect(size).toMatch(named);
  });

  it.each([0.25, 1] as const)(
    'puts the name on top and n / N at the bottom of every page after the first, in the margin (template margin %d in)',
    async (margin) => {
      const read = readPdf(
        await render.execute(input({ paperSize: 'Letter', template: template({ pageMargin: String(margin) }) })),
      );
      const pages = read.pages.length;
      expect(pages).toBeGreaterThanOrEqual(3);
      // Page 1: the name once (its own header), no page number.
      const first = pageText(read.pages[0]);
      expect(count(first, NAME)).toBe(1);
      expect(first).not.toMatch(/\b1 \/ \d\b/);
      read.pages.slice(1).forEach((page, i) => {
        const number = `${i + 2} / ${pages}`;
        const header = page.items.filter((item) => item.str === NAME);
        const footer = page.items.filter((item) => item.str === number);
        expect([header.length, footer.length]).toEqual([1, 1]);
        // The running margin: the template's, at least 0.5 in (36 pt) on a page with running elements.
        const band = Math.max(margin, 0.5) * 72;
        const body = page.items.filter((item) => item !== header[0] && item !== footer[0]);
        const bodyTop = Math.max(...body.map((item) => item.y + item.height));
        const bodyBottom = Math.min(...body.map((item) => item.y));
        // The header sits in the top margin above the text, the number in the bottom margin below it.
        expect(header[0].y).toBeGreaterThan(page.height - band);
        expect(header[0].y).toBeGreaterThan(bodyTop);
        expect(bodyTop).toBeLessThanOrEqual(page.height - band + 1);
        expect(footer[0].y + footer[0].height).toBeLessThan(band);
        expect(footer[0].y + footer[0].height).toBeLessThan(bodyBottom);
        // And away from the paper's edge, where a printer cannot print.
        expect(page.height - (header[0].y + header[0].height)).toBeGreaterThan(12);
        expect(footer[0].y).toBeGreaterThan(12);
      });
    },
    30_000,
  );

  it('prints no running elements when the template turns them off', async () => {
    const read = readPdf(await render.execute(input({ template: template({ runningElements: false }) })));
    expect(read.pages.length).toBeGreaterThanOrEqual(2);
    const all = read.pages.map(pageText);
    expect(count(all.join(' '), NAME)).toBe(1);
    for (const text of all) expect(text).not.toMatch(/\b\d+ \/ \d+\b/);
  });

  it('has bookmarks of its sections and the title, author, subject and keywords of the export', async () => {
    const filter: Filter = {
      id: 'f1',
      userId: 'u1',
      name: 'My secret application',
      tags: ['go', 'Backend'],
    } as Filter;
    const bytes = await render.execute(input({ filter }));
    const read = readPdf(bytes);
    expect(read.outline.map((o) => o.title)).toEqual([NAME]);
    const sections = read.outline[0].kids.map((o) => o.title);
    // The headings as printed (the section titles are set in capitals): Chromium names a bookmark by its text.
    expect(sections).toEqual(
      ['summary', 'experience', 'education', 'skills', 'projects', 'certifications'].map((id) =>
        SECTION_LABELS[id as SectionId].toUpperCase(),
      ),
    );
    expect(read.outline[0].kids[1].kids.length).toBeGreaterThan(0);
    // Each bookmark opens the page its heading is printed on: the name page 1, every section and entry its own.
    expect(read.pages.length).toBeGreaterThanOrEqual(3);
    expect(read.outline[0].page).toBe(1);
    const printedOn = (title: string) =>
      read.pages.findIndex((page) => page.items.some((item) => item.str.trim() === title)) + 1;
    const marks = read.outline[0].kids.flatMap((section) => [section, ...section.kids]);
    expect(marks.length).toBeGreaterThan(12);
    for (const mark of marks) expect([mark.title, mark.page]).toEqual([mark.title, printedOn(mark.title)]);
    // The entries of 'WORK EXPERIENCE' run over more than one page: the bookmarks are not all page 1.
    expect(new Set(read.outline[0].kids[1].kids.map((entry) => entry.page)).size).toBeGreaterThan(1);
    expect(read.info).toMatchObject({
      Title: `${NAME} - Resume`,
      Author: NAME,
      Subject: 'Staff Engineer',
      Keywords: 'go, Backend',
    });
    // Not the filter's own name: a private label.
    expect(JSON.stringify(read.info)).not.toContain('secret');
    const info = pdfInfo(bytes);
    expect(info).toMatchObject({
      Title: `${NAME} - Resume`,
      Author: NAME,
      Subject: 'Staff Engineer',
      Keywords: 'go, Backend',
      Tagged: 'yes',
      Pages: String(read.pages.length),
    });
  }, 30_000);
});
