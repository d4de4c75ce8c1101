import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageMargins } from './print-flow';

/**
 * How full each page of a PDF looks, from its pixels rather than its text layer (issue 26): every page rendered by
 * poppler (pdftoppm, grey, 72 dpi so a pixel is a point), the lowest row inside the printable area that has ink
 * (a pixel darker than mid-grey: text, rules, the accent bar), over the printable height. The running name and page
 * number sit in the margins and are not counted.
 */
export function inkFill(file: string, margins: PageMargins): number[] {
  const dir = mkdtempSync(join(tmpdir(), 'rb-ink-'));
  try {
    execFileSync('pdftoppm', ['-gray', '-r', '72', file, join(dir, 'page')]);
    const names = readdirSync(dir)
      .filter((f) => f.endsWith('.pgm'))
      .sort();
    return names.map((name, p) => {
      const pgm = readFileSync(join(dir, name));
      // P5\n<w> <h>\n255\n<one byte per pixel>
      const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 40))!;
      const [width, height] = [Number(header[1]), Number(header[2])];
      const pixels = pgm.subarray(header[0].length);
      const { top, bottom } = p === 0 ? margins.first : margins.later;
      const from = Math.round(top);
      const to = Math.round(height - bottom);
      let lowest = from;
      for (let y = to - 1; y >= from && lowest === from; y -= 1)
        for (let x = 0; x < width; x += 1)
          if (pixels[y * width + x] < 128) {
            lowest = y + 1;
            break;
          }
      return (lowest - top) / (height - top - bottom);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
