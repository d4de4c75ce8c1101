import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompleteResume, ResumeLanguage } from '@resume/contracts';
import { fixtureResume } from '../../frontends/resume-view/src/fixture';
import { generatedResume } from '../../frontends/resume-view/src/fixtures/reference-resumes';
import { loadConfig } from '../src/config/env.schema';
import { RenderPdf } from '../src/modules/pdf/application/render-pdf.use-case';
import { PuppeteerClusterPrinter } from '../src/modules/pdf/adapters/out/puppeteer-cluster.printer';
import { ReactResumeHtml } from '../src/modules/pdf/adapters/out/react-resume.html';
import { SafeImageFetcher } from '../src/modules/pdf/adapters/out/safe-image.fetcher';
import { readPdf, withFile } from './support/pdf-tools';

/**
 * Right to left in the PDF (issue 27 point 3, docs/decisions/0048-right-to-left.md): an Arabic and a Hebrew resume,
 * printed by the real printer, read back in the order they were typed, with the name, the accent line and the first
 * column on the right. The pages are kept as PNGs in WORLD_SCRIPTS_OUT (default /tmp/world-scripts) to look at.
 */
const OUT = process.env.WORLD_SCRIPTS_OUT ?? join(tmpdir(), 'world-scripts');

interface Sample {
  language: ResumeLanguage;
  name: string;
  title: string;
  /** A line with a Latin company name and a number inside the right-to-left text. */
  summary: string;
  location: string;
}

const SAMPLES: Record<'arabic' | 'hebrew', Sample> = {
  arabic: {
    language: 'ar',
    name: 'ليلى حداد',
    title: 'مهندسة برمجيات',
    summary: 'أعمل في Acme Corporation منذ 2020',
    location: 'الرياض',
  },
  hebrew: {
    language: 'he',
    name: 'נועה כהן',
    title: 'מהנדסת תוכנה',
    summary: 'עובדת ב Acme Corporation משנת 2020',
    location: 'תל אביב',
  },
};

function resumeOf(sample: Sample, language: ResumeLanguage): CompleteResume {
  const data = fixtureResume();
  data.resume.language = language;
  // Two headings kept in English (a rename beats the language's catalogue), so both printings can be compared by
  // where the same words sit.
  data.resume.sectionHeadings = { experience: 'Work Experience', education: 'Education' };
  data.resume.theme = 'blue';
  data.resume.summary = sample.summary;
  data.user = { ...data.user, name: sample.name, title: sample.title, location: sample.location };
  data.experiences[0] = { ...data.experiences[0], company: 'Acme Corporation', location: sample.location };
  return data;
}

/** Letters of the right-to-left scripts (Hebrew, Arabic and their presentation forms). */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

interface Fragment {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** pdftotext's words with their boxes (points from the top left); it reads Chromium's /ActualText per cluster. */
const words = (pdf: Buffer, page = 1): Fragment[] =>
  withFile(pdf, (file) =>
    [
      ...execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), '-enc', 'UTF-8', file, '-'], {
        encoding: 'utf8',
      }).matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
    ].map((m) => ({
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
      text: m[5]
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    })),
  );

/** The words on the line through a word's middle. */
const lineOf = (all: Fragment[], word: Fragment) =>
  all.filter((w) => Math.abs((w.yMin + w.yMax) / 2 - (word.yMin + word.yMax) / 2) < 4);

/**
 * A line read as a reader of a right-to-left line reads it: from the right, a run of left-to-right words (a Latin
 * name, a number) in its own order, each right-to-left word's glyphs (drawn left to right) reversed (pdftotext's
 * words; pdf.js gives them in logical order already: wordsAsDrawn false). This gives the
 * typed text only if the line was laid out right to left with each value in its place.
 */
function readRightToLeft(line: Fragment[], wordsAsDrawn = true): string {
  const out: string[] = [];
  let ltr: Fragment[] = [];
  const flush = () => {
    out.push(...ltr.reverse().map((w) => w.text));
    ltr = [];
  };
  for (const w of [...line].sort((a, b) => b.xMax - a.xMax)) {
    if (RTL.test(w.text)) {
      flush();
      out.push(wordsAsDrawn ? [...w.text].reverse().join('') : w.text);
    } else ltr.push(w);
  }
  flush();
  return out.join(' ');
}

/** Whitespace and bidi controls removed: pdftotext cuts an Arabic word where Chromium drew it in several runs. */
const squeezed = (s: string) => s.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, '');

/** The page as an RGB bitmap at 50 dpi (pdftoppm); a 60 dpi PNG kept in OUT. */
function bitmap(pdf: Buffer, png: string) {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, png]);
    execFileSync('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
    const ppm = readFileSync(join(dir, 'page.ppm'));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 40))!;
    return { width: Number(header[1]), height: Number(header[2]), data: ppm.subarray(header[0].length) };
  });
}

/** The x of each pixel column with a vertical line of the colour (at least 15 px of it, give or take 12 a channel). */
function linesOf(page: ReturnType<typeof bitmap>, hex: string): number[] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const counts = new Array<number>(page.width).fill(0);
  const d = page.data;
  for (let i = 0; i + 2 < d.length; i += 3) {
    if (Math.abs(d[i] - r) <= 12 && Math.abs(d[i + 1] - g) <= 12 && Math.abs(d[i + 2] - b) <= 12)
      counts[(i / 3) % page.width] += 1;
  }
  return counts.map((n, x) => (n >= 15 ? x : -1)).filter((x) => x >= 0);
}

describe('a right-to-left resume in the PDF', () => {
  const config = loadConfig({ PDF_TIMEOUT_MS: '20000' });
  const printer = new PuppeteerClusterPrinter(config);
  const render = new RenderPdf(new SafeImageFetcher(config), new ReactResumeHtml(), printer);
  afterAll(() => printer.onApplicationShutdown(), 30_000);
  beforeAll(() => mkdirSync(OUT, { recursive: true }));

  const print = async (name: string, data: CompleteResume) => {
    const pdf = await render.execute({
      data,
      filter: null,
      template: null,
      paperSize: 'A4',
      title: 'Resume',
      author: 'A',
    });
    writeFileSync(join(OUT, `${name}.pdf`), pdf);
    return pdf;
  };

  it.each(Object.keys(SAMPLES) as (keyof typeof SAMPLES)[])(
    '%s: the mixed line reads back as typed, read from the right; the name, first column and accent are on the right',
    async (script) => {
      const sample = SAMPLES[script];
      const rtl = await print(`rtl-${script}`, resumeOf(sample, sample.language));
      // The same resume in English: left to right, the picture the right-to-left one must mirror.
      const ltr = await print(`rtl-${script}-as-ltr`, resumeOf(sample, 'en'));

      const wordsRtl = words(rtl);
      const wordsLtr = words(ltr);
      const at = (all: Fragment[], text: string) => all.find((w) => w.text === text) as Fragment;
      const summaryLine = (all: Fragment[]) => lineOf(all, at(all, '2020'));
      expect(squeezed(readRightToLeft(summaryLine(wordsRtl)))).toBe(squeezed(sample.summary));
      // Read the same way, the left-to-right page's line is out of order: the order comes from the layout.
      expect(squeezed(readRightToLeft(summaryLine(wordsLtr)))).not.toBe(squeezed(sample.summary));

      // The text layer in pdf.js: Hebrew letters map one to one, so pdf.js reads every letter of the line too.
      const pdfjs = readPdf(rtl).pages[0];
      if (script === 'hebrew') {
        const y = pdfjs.items.find((i) => i.str === '2020')!.y;
        const line = pdfjs.items
          .filter((i) => Math.abs(i.y - y) < 2)
          .map((i) => ({ text: i.str, xMin: i.x, xMax: i.x, yMin: 0, yMax: 0 }));
        expect(squeezed(readRightToLeft(line, false))).toBe(squeezed(sample.summary));
      }

      // The name starts at the right margin (within 2 pt of the rightmost text), the left-to-right one at the left.
      const right = Math.max(...wordsRtl.map((w) => w.xMax));
      const nameRtl = lineOf(wordsRtl, wordsRtl[0]);
      expect(Math.max(...nameRtl.map((w) => w.xMax))).toBeGreaterThan(right - 2);
      expect(Math.min(...nameRtl.map((w) => w.xMin))).toBeGreaterThan(pdfjs.width / 2);
      expect(Math.max(...lineOf(wordsLtr, wordsLtr[0]).map((w) => w.xMax))).toBeLessThan(pdfjs.width / 2);

      // Column 1 of the grid (Work Experience, half width) is on the right, Education (column 7) on the left.
      expect(at(wordsRtl, 'WORK').xMin).toBeGreaterThan(pdfjs.width / 2);
      expect(at(wordsRtl, 'EDUCATION').xMax).toBeLessThan(pdfjs.width / 2);
      expect(at(wordsLtr, 'WORK').xMax).toBeLessThan(pdfjs.width / 2);

      // The accent lines (the theme's #3B82F6) stand at the right edge of each column: the mirror of the English page.
      const pageRtl = bitmap(rtl, join(OUT, `rtl-${script}`));
      const pageLtr = bitmap(ltr, join(OUT, `rtl-${script}-as-ltr`));
      const linesRtl = linesOf(pageRtl, '#3B82F6');
      const mirrored = linesOf(pageLtr, '#3B82F6').map((x) => pageLtr.width - 1 - x);
      expect(linesRtl.length).toBeGreaterThan(0);
      expect(Math.max(...linesRtl)).toBeGreaterThan(pageRtl.width * 0.9);
      for (const x of mirrored) expect([x, linesRtl.some((l) => Math.abs(l - x) <= 3)]).toEqual([x, true]);
    },
  );

  it('prints the running name at the top right and the page number at the bottom left of later pages', async () => {
    const data = generatedResume({
      experiences: 10,
      bullets: 5,
      educations: 2,
      skills: 10,
      projects: 3,
      certifications: 0,
    });
    data.resume.language = 'he';
    const pdf = await render.execute({
      data,
      filter: null,
      template: null,
      paperSize: 'A4',
      title: 'Resume',
      author: 'נועה כהן',
    });
    writeFileSync(join(OUT, 'rtl-running-elements.pdf'), pdf);
    const pages = readPdf(pdf).pages;
    expect(pages.length).toBeGreaterThan(1);
    const second = words(pdf, 2);
    const top = Math.min(...second.map((w) => w.yMin));
    const bottom = Math.max(...second.map((w) => w.yMax));
    const header = second.filter((w) => w.yMin === top);
    const footer = second.filter((w) => w.yMax === bottom);
    expect(readRightToLeft(header)).toBe('נועה כהן');
    expect(Math.min(...header.map((w) => w.xMin))).toBeGreaterThan(pages[1].width / 2);
    expect(squeezed(readRightToLeft(footer))).toBe(`2/${pages.length}`);
    expect(Math.max(...footer.map((w) => w.xMax))).toBeLessThan(pages[1].width / 2);
  });
});
