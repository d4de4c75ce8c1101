import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultLayout, FONTS, type Template } from '@resume/contracts';
import { fixtureResume } from '../../frontends/resume-view/src/fixture';
import { loadConfig } from '../src/config/env.schema';
import { RenderPdf } from '../src/modules/pdf/application/render-pdf.use-case';
import { mayExport, pdfJob, type PdfRenderInput } from '../src/modules/pdf/domain/pdf-export';
import { PuppeteerClusterPrinter } from '../src/modules/pdf/adapters/out/puppeteer-cluster.printer';
import { ReactResumeHtml } from '../src/modules/pdf/adapters/out/react-resume.html';
import { SafeImageFetcher } from '../src/modules/pdf/adapters/out/safe-image.fetcher';
import { countPdfPages } from '../src/modules/pdf/adapters/out/pdf-bytes';
import { pdfFonts } from './support/pdf-tools';

/** The rendering pipeline without the API: HTML safety, page limit, time limit. One browser for the file. */
describe('PDF rendering', () => {
  const config = loadConfig({ PDF_TIMEOUT_MS: '3000' });
  const printer = new PuppeteerClusterPrinter(config);
  const html = new ReactResumeHtml();
  const render = new RenderPdf(new SafeImageFetcher(config), html, printer);
  afterAll(() => printer.onApplicationShutdown(), 30_000);

  const input = (overrides: Partial<PdfRenderInput> = {}): PdfRenderInput => ({
    data: fixtureResume(),
    filter: null,
    template: null,
    paperSize: 'A4',
    title: 'Ada - Resume',
    author: 'Ada',
    ...overrides,
  });

  it('writes no markup from user fields: no script element, no event handler, no link or external request', () => {
    const doc = html.render(input(), new Map());
    expect(doc).not.toMatch(/<script/i);
    expect(doc).not.toMatch(/<img[^>]*onerror/i);
    expect(doc).not.toMatch(/<link/i);
    expect(doc).toContain('&lt;script&gt;');
    expect(doc).toContain("@font-face{font-family:'Inter'");
    // The template font's files, which only the printer answers (no local() face of an installed font).
    expect(doc).toContain("src:url(https://print-fonts.invalid/inter-latin-400-normal.woff2) format('woff2')");
    expect(doc).not.toContain('local(');
    expect(doc).toContain('<title>Ada - Resume</title>');
  });

  it('prints a one-page PDF with title and author in its Info dictionary', async () => {
    const pdf = await render.execute(input({ title: 'Zoë Ådams - Resume', author: 'Zoë Ådams' }));
    if (process.env.PDF_DUMP) writeFileSync(process.env.PDF_DUMP, pdf);
    expect(countPdfPages(pdf)).toBe(1);
    const dir = mkdtempSync(join(tmpdir(), 'rb-pdf-'));
    writeFileSync(join(dir, 'a.pdf'), pdf);
    const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', join(dir, 'a.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(/Title:\s+Zoë Ådams - Resume/);
    expect(info).toMatch(/Author:\s+Zoë Ådams/);
    expect(info).toMatch(/Tagged:\s+yes/);
    const fonts = execFileSync('pdffonts', [join(dir, 'a.pdf')], { encoding: 'utf8' });
    expect(fonts).toMatch(/\+Inter-Regular\s.*\syes\s+yes\s+yes/);
    expect(fonts).toMatch(/\+Inter-Bold\s.*\syes\s+yes\s+yes/);
    rmSync(dir, { recursive: true });
  }, 30_000);

  /** pdffonts rows as 'PostScript name without the subset tag, emb, sub, uni'. */
  const fontsOf = (pdf: Buffer) =>
    pdfFonts(pdf).map((f) => [f.name.replace(/^[A-Z]{6}\+/, ''), f.emb, f.sub, f.uni].join(' '));
  const withFont = (font: string): PdfRenderInput => {
    const data = fixtureResume();
    // Latin-ext letters too (Ł, ő): the second subset file of the faces.
    data.user.name = 'Łukasz Erdős';
    const template: Template = {
      id: 't1',
      userId: 'u1',
      isDefault: true,
      primaryColor: '#2563EB',
      secondaryColor: '#3B82F6',
      font,
      pageMargin: '0.5',
      accentStyle: 'border-left',
      companyName: null,
      logoImage: null,
      headerImage: null,
      layout: defaultLayout(),
    };
    return input({ data, template });
  };

  it.each(FONTS)(
    'embeds the template font %s (regular and bold, latin and latin-ext) and no font of the machine',
    async (font) => {
      const pdf = await render.execute(withFont(font));
      // PostScript names as the @fontsource files carry them: Montserrat's are MontserratThin-Bold and the like.
      const family = new RegExp(`^${font.replace(/ /g, '')}\\w*-(Regular|Bold) yes yes yes$`);
      const rows = fontsOf(pdf);
      // Regular text and bold headings in the template font, each face embedded as a subset with a Unicode map; the
      // bold name from two files (Ł is latin-ext, the rest latin).
      const faces = rows.filter((row) => family.test(row)).map((row) => row.split(/[- ]/)[1]);
      expect(faces.filter((face) => face === 'Regular').length).toBeGreaterThan(0);
      expect(faces.filter((face) => face === 'Bold')).toHaveLength(2);
      // Nothing from the machine: a letter the font lacks (Lato has no ő) comes from Inter, the stack's second font.
      for (const row of rows)
        expect(row).toMatch(new RegExp(`^(${font.replace(/ /g, '')}|Inter)\\w*-\\w+ yes yes yes$`));
    },
    30_000,
  );

  const long = () => {
    const data = fixtureResume();
    const base = data.experiences[1];
    data.experiences = Array.from({ length: 150 }, (_, i) => ({
      ...base,
      id: `x${i}`,
      order: i,
      description: '- One\n- Two\n- Three',
    }));
    return input({ data });
  };

  it.each(['A4', 'Letter'] as const)(
    "keeps an entry's title with its first bullet and never cuts a bullet across pages (%s)",
    async (paperSize) => {
      const data = fixtureResume();
      const base = data.experiences[1];
      const words = 'shipped the quarterly reporting pipeline to every regional office and measured the result';
      data.experiences = Array.from({ length: 16 }, (_, i) => {
        const n = String(i).padStart(2, '0');
        return {
          ...base,
          id: `e${n}`,
          order: i,
          title: `Role${n}Title`,
          description: [1, 2, 3, 4].map((b) => `- E${n}B${b}start ${words} E${n}B${b}end`).join('\n'),
        };
      });
      const pdf = await render.execute(input({ data, paperSize }));
      const pages = countPdfPages(pdf);
      expect(pages).toBeGreaterThan(1);
      const dir = mkdtempSync(join(tmpdir(), 'rb-pdf-'));
      writeFileSync(join(dir, 'a.pdf'), pdf);
      const pageTexts = Array.from({ length: pages }, (_, p) =>
        execFileSync('pdftotext', ['-raw', '-f', String(p + 1), '-l', String(p + 1), join(dir, 'a.pdf'), '-'], {
          encoding: 'utf8',
        }).replace(/\s+/g, ''),
      );
      rmSync(dir, { recursive: true });
      const pageOf = (marker: string) => pageTexts.findIndex((t) => t.includes(marker));
      for (let i = 0; i < 16; i++) {
        const n = String(i).padStart(2, '0');
        // An entry may break between its bullets (docs/decisions/0042-print-flow.md), but its title stays with its
        // first bullet, and no bullet (two lines here: orphans and widows 2) is cut across pages.
        const onPages = (markers: string[]) => new Set(markers.map(pageOf));
        expect([n, [...onPages([`Role${n}Title`, `E${n}B1start`, `E${n}B1end`])]]).toEqual([n, [expect.any(Number)]]);
        for (const b of [1, 2, 3, 4]) {
          expect([n, b, [...onPages([`E${n}B${b}start`, `E${n}B${b}end`])]]).toEqual([n, b, [expect.any(Number)]]);
          expect(pageOf(`E${n}B${b}start`)).toBeGreaterThanOrEqual(0);
        }
      }
    },
    60_000,
  );

  it('reuses a page for the next job without carrying anything of the previous document over', async () => {
    const one = new PuppeteerClusterPrinter(loadConfig({ PDF_CONCURRENCY: '1' }));
    const renderOne = new RenderPdf(new SafeImageFetcher(config), html, one);
    const textOf = (pdf: Buffer) => {
      const dir = mkdtempSync(join(tmpdir(), 'rb-pdf-'));
      writeFileSync(join(dir, 'a.pdf'), pdf);
      const text = execFileSync('pdftotext', [join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
      rmSync(dir, { recursive: true });
      return text;
    };
    try {
      const first = fixtureResume();
      first.user.name = 'Grace Hopper';
      first.experiences = first.experiences.map((e, i) => ({ ...e, title: `PreviousJobRole${i}` }));
      const second = fixtureResume();
      second.user.name = 'Ada Second';
      second.experiences = [];
      expect(textOf(await renderOne.execute(input({ data: first })))).toContain('PreviousJobRole0');
      const text = textOf(await renderOne.execute(input({ data: second })));
      expect(text).toContain('Ada Second');
      expect(text).not.toContain('Grace Hopper');
      expect(text).not.toContain('PreviousJobRole');
    } finally {
      await one.onApplicationShutdown();
    }
  }, 30_000);

  it('refuses a resume longer than 10 pages', async () => {
    await expect(render.execute(long())).rejects.toMatchObject({ name: 'PdfFailure', code: 'PDF_TOO_LONG' });
  }, 30_000);

  it('ends a job at its time limit by closing the page, and prints the next one', async () => {
    config.pdf.timeoutMs = 100;
    try {
      await expect(render.execute(long())).rejects.toMatchObject({ name: 'PdfFailure', code: 'PDF_TIMEOUT' });
    } finally {
      config.pdf.timeoutMs = 3000;
    }
    expect(countPdfPages(await render.execute(input()))).toBe(1);
  }, 30_000);
});

describe('free plan rule', () => {
  it('lets the free plan export the whole resume with no template or the standard preset only', () => {
    const free = { plan: 'free', subscriptionStatus: null } as const;
    const paid = { plan: 'premium', subscriptionStatus: 'active' } as const;
    expect(mayExport(free, null, null)).toBe(true);
    expect(mayExport(free, null, 'preset-traditional')).toBe(true);
    expect(mayExport(free, null, 'preset-modern')).toBe(false);
    expect(mayExport(free, 'f1', null)).toBe(false);
    expect(mayExport(free, null, 'mine')).toBe(false);
    expect(mayExport({ plan: 'premium', subscriptionStatus: 'canceled' } as const, null, 'mine')).toBe(false);
    expect(mayExport(paid, 'f1', 'mine')).toBe(true);
  });

  it('gives the same input the same job id, and another input another', () => {
    const a = {
      data: fixtureResume(),
      filter: null,
      template: null,
      paperSize: 'A4' as const,
      title: 't',
      author: 'a',
    };
    expect(pdfJob(a).id).toBe(pdfJob(structuredClone(a)).id);
    expect(pdfJob({ ...a, paperSize: 'Letter' }).id).not.toBe(pdfJob(a).id);
    const changed = structuredClone(a);
    changed.data.resume.lastUpdated = '2027-01-01T00:00:00.000Z';
    expect(pdfJob(changed).id).not.toBe(pdfJob(a).id);
  });
});
