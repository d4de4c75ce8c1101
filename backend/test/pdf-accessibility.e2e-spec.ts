import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fixtureResume } from '../../frontends/resume-view/src/fixture';
import { loadConfig } from '../src/config/env.schema';
import { RenderPdf } from '../src/modules/pdf/application/render-pdf.use-case';
import type { PdfRenderInput } from '../src/modules/pdf/domain/pdf-export';
import { PuppeteerClusterPrinter } from '../src/modules/pdf/adapters/out/puppeteer-cluster.printer';
import { ReactResumeHtml } from '../src/modules/pdf/adapters/out/react-resume.html';
import { SafeImageFetcher } from '../src/modules/pdf/adapters/out/safe-image.fetcher';
import { pdfInfo, withFile } from './support/pdf-tools';

/**
 * The PDF read aloud (issue 18, docs/decisions/0030-accessibility.md): tagged, with the document's language, and a
 * structure tree a screen reader walks in reading order: the name as H1, each section an H2 with its entries as a
 * list (L > LI), each entry's title an H3 and its bullets a list. pdfjs-dist reads the tree (getStructTree per
 * page) in a child process (test/support/pdf-structure.js).
 */

interface StructNode {
  role?: string;
  type?: string;
  id?: string;
  lang?: string;
  children?: StructNode[];
}

/** The child process that reads the tree with pdfjs-dist (an ES module jest's CommonJS transform cannot load). */
const STRUCTURE_READER = join(__dirname, 'support/pdf-structure.js');

function readStructure(pdf: Buffer): {
  pages: { tree: StructNode; text: Record<string, string> }[];
  markInfo: unknown;
} {
  const out = withFile(pdf, (file) =>
    execFileSync(process.execPath, [STRUCTURE_READER, file], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }),
  );
  return JSON.parse(out) as ReturnType<typeof readStructure>;
}

/** The tree flattened in reading order as `Role: text` (text of the tagged element, whitespace squeezed). */
function outline(node: StructNode, text: Record<string, string>, depth = 0, out: string[] = []): string[] {
  const own = (node.children ?? [])
    .filter((c) => c.type === 'content' && c.id)
    .map((c) => text[c.id as string] ?? '')
    .join('');
  const words = (all: StructNode): string =>
    (all.children ?? []).map((c) => (c.type === 'content' && c.id ? (text[c.id] ?? '') : words(c))).join('');
  if (node.role && node.role !== 'Root') {
    const content = ['H1', 'H2', 'H3', 'LI', 'P'].includes(node.role) ? words(node) : own;
    out.push(`${'  '.repeat(depth)}${node.role}${content.trim() ? `: ${content.replace(/\s+/g, ' ').trim()}` : ''}`);
  }
  for (const child of node.children ?? []) if (child.role) outline(child, text, depth + 1, out);
  return out;
}

describe('the PDF for a screen reader', () => {
  const config = loadConfig({ PDF_TIMEOUT_MS: '10000' });
  const printer = new PuppeteerClusterPrinter(config);
  const render = new RenderPdf(new SafeImageFetcher(config), new ReactResumeHtml(), printer);
  afterAll(() => printer.onApplicationShutdown(), 30_000);

  const input = (): PdfRenderInput => {
    const data = fixtureResume();
    data.user.name = 'Ada Lovelace';
    return { data, filter: null, template: null, paperSize: 'A4', title: 'Ada Lovelace - Resume', author: 'Ada' };
  };

  it('is tagged, in English, with the name, sections, entries and bullets as headings and lists', async () => {
    const pdf = await render.execute(input());
    expect(pdfInfo(pdf).Tagged).toBe('yes');
    // The catalog's /Lang (pdfinfo does not print it): the voice a screen reader reads the text in.
    expect(pdf.toString('latin1')).toMatch(/\/Lang \(en\)/);

    const { pages, markInfo } = readStructure(pdf);
    expect(markInfo).toMatchObject({ Marked: true });
    const lines = pages.flatMap((p) => outline(p.tree, p.text));
    const roles = lines.map((l) => l.trim().split(':')[0]);
    const headings = lines.map((l) => l.trim()).filter((l) => /^H\d:/.test(l));
    expect(headings.filter((h) => h.startsWith('H1:'))).toEqual(['H1: Ada Lovelace']);
    // The section titles as printed: the template sets them in capitals.
    expect(headings.filter((h) => h.startsWith('H2:'))).toEqual([
      'H2: PROFESSIONAL SUMMARY',
      'H2: WORK EXPERIENCE',
      'H2: EDUCATION',
      'H2: SKILLS',
      'H2: PROJECTS',
      'H2: CERTIFICATIONS',
    ]);
    // Reading order: the name, then Work Experience, then its first entry's title, then that entry's bullets.
    const at = (text: string) => lines.findIndex((l) => l.trim() === text);
    expect(at('H1: Ada Lovelace')).toBeGreaterThanOrEqual(0);
    expect(at('H1: Ada Lovelace')).toBeLessThan(at('H2: WORK EXPERIENCE'));
    expect(at('H2: WORK EXPERIENCE')).toBeLessThan(at('H3: First job'));
    expect(at('H3: First job')).toBeLessThan(at('LI: Built the API'));
    expect(roles).toContain('L');
    expect(roles.filter((r) => r === 'LI').length).toBeGreaterThan(10);
  }, 60_000);
});
