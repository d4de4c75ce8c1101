import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF's bytes as a temporary file for a command line tool (poppler-utils, a child process), removed after. */
export function withFile<T>(pdf: Buffer, run: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'rb-pdf-'));
  const file = join(dir, 'in.pdf');
  writeFileSync(file, pdf);
  try {
    return run(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * pdftotext's text. `raw`: in content-stream order, which Chromium writes in document order (the order of the tagged
 * structure tree too); the default mode rebuilds a physical layout and, in a two-column grid whose columns share
 * baselines, interleaves the lines of the two columns.
 */
export const pdfText = (pdf: Buffer, mode: 'raw' | 'physical' = 'raw') =>
  withFile(pdf, (file) =>
    execFileSync('pdftotext', [...(mode === 'raw' ? ['-raw'] : []), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  );

/** Without whitespace, to find a phrase a line break may cut. */
export const squeeze = (text: string) => text.replace(/\s+/g, '');

export const pdfInfo = (pdf: Buffer) =>
  withFile(pdf, (file) => {
    const out = execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' });
    return Object.fromEntries(
      out
        .split('\n')
        .filter((l) => l.includes(':'))
        .map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]),
    );
  });

/** pdfinfo's size of every page ('612 x 792 pts (letter)'), in order. */
export const pdfPageSizes = (pdf: Buffer) =>
  withFile(pdf, (file) =>
    [
      ...execFileSync('pdfinfo', ['-f', '1', '-l', '9999', file], { encoding: 'utf8' }).matchAll(
        /^Page\s+\d+ size:\s+(.+)$/gm,
      ),
    ].map((m) => m[1].trim()),
  );

/** pdffonts rows: name, type, encoding, emb, sub, uni. */
export const pdfFonts = (pdf: Buffer) =>
  withFile(pdf, (file) =>
    execFileSync('pdffonts', [file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((l) => l.trim())
      .map((l) => {
        const cols = l.trim().split(/\s+/);
        return { name: cols[0], emb: cols[cols.length - 5], sub: cols[cols.length - 4], uni: cols[cols.length - 3] };
      }),
  );

/** How many pixels of the first page (rendered at 40 dpi) have the colour, give or take 3 per channel. */
export const pixelsOfColour = (pdf: Buffer, hex: string) =>
  withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-r', '40', '-f', '1', '-l', '1', file, join(dir, 'page')]);
    const name = readdirSync(dir).find((f) => f.endsWith('.ppm'))!;
    const ppm = readFileSync(join(dir, name));
    // P6\n<w> <h>\n255\n<rgb bytes>
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 40))!;
    const data = ppm.subarray(header[0].length);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    let n = 0;
    for (let i = 0; i + 2 < data.length; i += 3) {
      if (Math.abs(data[i] - r) <= 3 && Math.abs(data[i + 1] - g) <= 3 && Math.abs(data[i + 2] - b) <= 3) n += 1;
    }
    return n;
  });

/** The positions of each needle in the text, in order; -1 where missing. */
export const positions = (text: string, needles: string[]) => needles.map((n) => text.indexOf(n));

export interface PdfTextItem {
  str: string;
  x: number;
  /** The baseline, in points from the bottom of the page. */
  y: number;
  height: number;
}

export interface PdfReading {
  info: Record<string, string>;
  /** The bookmarks: title, the page (1-based) each opens, and the bookmarks under it. */
  outline: { title: string; page: number | null; kids: PdfReading['outline'] }[];
  pages: { width: number; height: number; items: PdfTextItem[] }[];
}

/** What pdf.js reads from the PDF: Info, bookmarks, page sizes and text positions (support/pdf-pages.js). */
export const readPdf = (pdf: Buffer): PdfReading =>
  withFile(pdf, (file) =>
    JSON.parse(
      execFileSync(process.execPath, [join(__dirname, 'pdf-pages.js'), file], {
        encoding: 'utf8',
        maxBuffer: 32 * 1024 * 1024,
      }),
    ),
  );
