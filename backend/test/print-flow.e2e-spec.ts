import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PaperSize, PublicCompleteResume, Template, TemplateLayout } from '@resume/contracts';
import {
  generatedResume,
  layoutOfRows,
  ONE_COLUMN,
  presetTemplate,
  referenceResumes,
  type ResumeSize,
} from '@resume/resume-view';
import { loadConfig } from '../src/config/env.schema';
import { PuppeteerClusterPrinter } from '../src/modules/pdf/adapters/out/puppeteer-cluster.printer';
import { ReactResumeHtml } from '../src/modules/pdf/adapters/out/react-resume.html';
import { checkFlow, readLayouts, type FlowReport } from './support/print-flow';

/**
 * How a resume flows across pages (issue 26, docs/decisions/0042-print-flow.md), checked in PDFs the real printer
 * makes: resumes of one to eight pages, both system presets, rows of full, half, third and two-thirds width
 * sections, A4 and Letter. Each PDF is read with pdfjs-dist (text positions and the tagged structure) and checked
 * page break by page break (test/support/print-flow.ts). One browser for the file; the PDFs are printed first and
 * read in one child process. PRINT_FLOW_DUMP=<dir> keeps the PDFs.
 */

const LAYOUTS: Record<string, TemplateLayout> = {
  'one column': ONE_COLUMN,
  half: layoutOfRows([
    [
      ['experience', 'half'],
      ['education', 'half'],
    ],
    [
      ['skills', 'half'],
      ['projects', 'half'],
    ],
    [['certifications', 'half']],
  ]),
  third: layoutOfRows([
    [['experience', 'full']],
    [
      ['projects', 'third'],
      ['education', 'third'],
      ['skills', 'third'],
    ],
    [['certifications', 'third']],
  ]),
  'two-thirds': layoutOfRows([
    [
      ['experience', 'two-thirds'],
      ['education', 'third'],
    ],
    [
      ['skills', 'third'],
      ['projects', 'two-thirds'],
    ],
    [['certifications', 'two-thirds']],
  ]),
};

/** About k pages in one column (measured: an experience of four bullets is a seventh of an A4 page). */
const sizeOfPages = (k: number): ResumeSize => ({
  experiences: Math.max(1, Math.round(6.5 * k - 5)),
  bullets: k === 1 ? 3 : 4,
  educations: Math.min(4, 1 + Math.floor(k / 2)),
  skills: Math.min(20, 6 + 2 * k),
  projects: Math.min(8, k),
  certifications: Math.min(6, k - 1),
});
const PAGES = [1, 2, 3, 4, 5, 6, 7, 8];

interface Case {
  name: string;
  data: PublicCompleteResume;
  template: Template;
  paperSize: PaperSize;
}

const cases: Case[] = [];
for (const [layout, sections] of Object.entries(LAYOUTS))
  for (const k of PAGES)
    cases.push({
      name: `traditional, ${layout}, size ${k}`,
      data: generatedResume(sizeOfPages(k), k),
      template: presetTemplate('traditional', sections),
      paperSize: 'A4',
    });
// The other preset differs in colour only; its own layout is the default (half).
for (const k of PAGES)
  cases.push({
    name: `modern, half, size ${k}`,
    data: generatedResume(sizeOfPages(k), 10 + k),
    template: presetTemplate('modern', LAYOUTS.half),
    paperSize: 'A4',
  });
for (const k of [1, 2, 4, 5])
  cases.push({
    name: `traditional, half, size ${k}, Letter, 0.75 in margin`,
    data: generatedResume(sizeOfPages(k), 20 + k),
    template: { ...presetTemplate('traditional', LAYOUTS.half), pageMargin: '0.75' },
    paperSize: 'Letter',
  });
const references = referenceResumes().map((r) => ({ ...r, paperSize: 'A4' as PaperSize }));

/** The resume's bullets and paragraphs: the checks tell text from meta lines and a first line from a continued one. */
const textsOf = (d: PublicCompleteResume) => [
  d.resume.summary ?? '',
  ...d.experiences.flatMap((e) => (e.description ?? '').split('\n').map((l) => l.replace(/^- /, ''))),
  ...d.education.map((e) => e.description ?? ''),
  ...d.projects.map((p) => p.description ?? ''),
];

describe('print flow: how a resume fills its pages', () => {
  const printer = new PuppeteerClusterPrinter(loadConfig({ PDF_TIMEOUT_MS: '20000' }));
  const html = new ReactResumeHtml();
  const dir = process.env.PRINT_FLOW_DUMP ?? mkdtempSync(join(tmpdir(), 'rb-flow-'));
  const reports = new Map<string, FlowReport>();

  /** Prints each resume (the document as the PDF module builds it, plus `extraCss`) and checks its flow. */
  async function printAndCheck(list: Case[], extraCss = '') {
    const files = list.map((c, i) => join(dir, `${c.name.replace(/[^a-z0-9]+/gi, '-')}-${i}.pdf`));
    const print = async (i: number) => {
      const c = list[i];
      const input = {
        data: c.data,
        filter: null,
        template: c.template,
        paperSize: c.paperSize,
        title: 't',
        author: 'a',
        subject: null,
        keywords: [],
      };
      const doc = html.render(input, new Map()).replace('</style>', `${extraCss}</style>`);
      if (process.env.PRINT_FLOW_DUMP) writeFileSync(files[i].replace(/pdf$/, 'html'), doc);
      writeFileSync(files[i], await printer.print(doc, input));
    };
    // Two at a time, as the API's default PDF_CONCURRENCY prints.
    for (let i = 0; i < list.length; i += 2) await Promise.all([i, i + 1].filter((j) => j < list.length).map(print));
    return readLayouts(files).map((pages, i) =>
      checkFlow(pages, textsOf(list[i].data), Number.parseFloat(list[i].template.pageMargin) * 72),
    );
  }

  beforeAll(async () => {
    const all = [...cases, ...references];
    const checked = await printAndCheck(all);
    all.forEach((c, i) => reports.set(c.name, checked[i]));
    if (process.env.PRINT_FLOW_DUMP)
      writeFileSync(join(dir, 'reports.json'), JSON.stringify(Object.fromEntries(reports), null, 1));
  }, 180_000);
  afterAll(async () => {
    await printer.onApplicationShutdown();
    if (!process.env.PRINT_FLOW_DUMP) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it("prints issue 26's reference resumes in 2, 2 and at most 5 pages with the default template, by the rules", () => {
    const [typical, full, long] = references.map((r) => reports.get(r.name)!);
    const figures = references.map(
      (r) =>
        `${r.name}: ${reports
          .get(r.name)!
          .fill.map((f) => f.toFixed(2))
          .join(' ')}`,
    );
    console.log(`reference resumes (fill of each page):\n${figures.join('\n')}`);
    expect([typical.pages, full.pages]).toEqual([2, 2]);
    expect(long.pages).toBeLessThanOrEqual(5);
    for (const r of [typical, full, long]) {
      expect(r.problems).toEqual([]);
      expect(r.chromiumLimits).toEqual([]);
      expect(r.fill.slice(0, -1).every((f) => f >= 0.85)).toBe(true);
    }
  });

  it('covers one to eight pages in every layout', () => {
    for (const layout of Object.keys(LAYOUTS)) {
      const counts = PAGES.map((k) => reports.get(`traditional, ${layout}, size ${k}`)!.pages);
      expect(new Set(counts).size).toBeGreaterThanOrEqual(6);
      expect(Math.min(...counts)).toBe(1);
    }
    expect(reports.get('traditional, one column, size 8')!.pages).toBe(8);
  });

  it.each(cases.map((c) => [c.name]))(
    '%s: fills every page but the last, never ends a page with a section title, keeps entries and lines together',
    (name) => {
      const report = reports.get(name)!;
      expect(report.problems).toEqual([]);
      // Chromium's own limits in part-width columns (decision 0042): rare, and only there.
      if (report.chromiumLimits.length) console.log(`${name}: ${report.chromiumLimits.join('; ')}`);
      expect(report.chromiumLimits.length).toBeLessThanOrEqual(1);
      // The page size is the PDF's own: A4 or Letter.
      const paper = name.includes('Letter') ? [612, 792] : [595, 842];
      expect([Math.round(report.pageWidth), Math.round(report.pageHeight)]).toEqual(paper);
    },
  );

  it("meets Chromium's limits in part-width columns rarely: at most one document in ten", () => {
    const limited = cases.filter((c) => reports.get(c.name)!.chromiumLimits.length > 0);
    expect(limited.length).toBeLessThanOrEqual(cases.length / 10);
    expect(limited.filter((c) => c.name.includes('one column'))).toEqual([]);
  });

  it('needs no more pages in one column than its text fills, and shows the cost of columns beside it', () => {
    const rows: string[] = [];
    for (const k of PAGES) {
      const one = reports.get(`traditional, one column, size ${k}`)!;
      // Every page but the last full to the rules: the count is the filled heights rounded up.
      expect(one.pages).toBe(Math.ceil(one.fill.reduce((a, b) => a + b, 0) - 1e-9));
      const others = ['half', 'third', 'two-thirds'].map(
        (l) => `${l} ${reports.get(`traditional, ${l}, size ${k}`)!.pages}`,
      );
      rows.push(`size ${k}: one column ${one.pages}, ${others.join(', ')}`);
    }
    console.log(`pages by layout:\n${rows.join('\n')}`);
  });

  it('finds the faults of keeping whole sections together (the flow before issue 26)', async () => {
    const typical = references[0];
    const [report] = await printAndCheck(
      [{ ...typical, name: 'typical, sections kept whole' }],
      '.rv-resume section{break-inside:avoid-page}',
    );
    expect(report.pages).toBe(3);
    const found = [...report.problems, ...report.chromiumLimits].join('\n');
    expect(found).toMatch(/page 1 is \d+ % full, yet "WORK EXPERIENCE"/);
  }, 30_000);
});
