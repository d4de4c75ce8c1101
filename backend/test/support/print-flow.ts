/**
 * Reads how a printed resume flows across its pages, from the PDF alone (issue 26, docs/decisions/0042-print-flow.md):
 * where each line of text is (pdfjs-dist text positions, test/support/pdf-layout.js) and what it is (the tagged
 * structure: a section's H2 title, an entry's LI with its H3 title, meta lines and text, a bullet's LI), then checks
 * the typesetter's rules at every page break:
 *
 * - no page ends with a section title, and a section title keeps its first entry's head on its page;
 * - an entry that breaks keeps its title, its meta lines and two lines of its first bullet or paragraph (all of it
 *   when it is one line) before the break;
 * - a bullet or paragraph that breaks keeps at least two lines on each side (orphans and widows 2);
 * - every page but the last is filled to 85 % of its printable height, unless the first unsplittable block of each
 *   column that goes on at the top of the next page would not have fitted in what was left of that column.
 *
 * The page size comes from the PDF (A4 or Letter alike); the margin is the template's.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

interface PdfItem {
  str: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  size: number;
  path: { role: string; n: number }[];
}
interface PdfPage {
  width: number;
  height: number;
  items: PdfItem[];
}

type LineKind = 'header' | 'section-title' | 'entry-title' | 'meta' | 'text';

export interface Line {
  text: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  kind: LineKind;
  /** The entry (an LI of the section's list, or a skill group) on this page; -1 for a section's own text. */
  entry: number;
  /** The text block (a bullet's LI or a paragraph) on this page; -1 for titles and meta lines. */
  block: number;
}

/** A section's part on one page. */
export interface Fragment {
  page: number;
  section: string;
  lines: Line[];
  left: number;
  right: number;
}

export interface FlowReport {
  pages: number;
  pageWidth: number;
  pageHeight: number;
  /** Lowest text on each page over its printable height. */
  fill: number[];
  problems: string[];
  /**
   * What Chromium 156 does not honour in a column narrower than the page (a part-width grid item), measured
   * (docs/decisions/0042-print-flow.md): widows in a column's last paragraph, and a row of part-width sections
   * that does not fit moved whole to the next page.
   */
  chromiumLimits: string[];
}

const READER = join(__dirname, 'pdf-layout.js');

/** Every file's pages as pdf-layout.js reads them (one child process for all: pdfjs-dist is an ES module). */
export function readLayouts(files: string[]): PdfPage[][] {
  const out = execFileSync(process.execPath, [READER, ...files], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return JSON.parse(out) as PdfPage[][];
}

const squeeze = (s: string) => s.replace(/\s+/g, '');

/**
 * The fragments of each page: the items under each child of the article (a grid cell's section), grouped into
 * lines. `texts` are the resume's bullets and paragraphs: a P line that starts or continues one of them is text, any
 * other P line in an entry is a meta line (company, dates, a link).
 */
function fragmentsOf(pages: PdfPage[], texts: string[]): Fragment[][] {
  const known = texts.map(squeeze);
  const isText = (s: string) => known.some((t) => t.includes(squeeze(s)));
  return pages.map((page, p) => {
    const bySection = new Map<number, PdfItem[]>();
    for (const item of page.items) {
      const art = item.path.findIndex((e) => e.role === 'Art');
      const node = item.path[art + 1];
      if (art < 0 || !node) continue;
      bySection.set(node.n, [...(bySection.get(node.n) ?? []), item]);
    }
    return [...bySection.values()].map((items) => {
      const lines: Line[] = [];
      let group = -1;
      for (const item of items) {
        const art = item.path.findIndex((e) => e.role === 'Art');
        const rest = item.path.slice(art + 2).map((e) => e.role);
        const ns = item.path.slice(art + 2).map((e) => e.n);
        let kind: LineKind = 'text';
        let entry = -1;
        let block = -1;
        if (items.some((i) => i.path.some((e) => e.role === 'H1'))) kind = 'header';
        else if (rest[0] === 'H2') kind = 'section-title';
        else if (rest[0] === 'H3') {
          // A skill group's title: the group is the entry.
          kind = 'entry-title';
          group = ns[0];
          entry = group;
        } else if (rest[0] === 'P') block = ns[0];
        else if (rest[0] === 'L' && !['H3', 'P', 'L'].includes(rest[2])) {
          // A skill chip: a line of its group (one block per line).
          entry = group;
          block = Math.round(item.top);
        } else if (rest[0] === 'L') {
          entry = ns[1];
          if (rest[2] === 'H3') kind = 'entry-title';
          else if (rest[2] === 'L') block = ns[3];
          else if (rest[2] === 'P') {
            if (isText(item.str)) block = ns[2];
            else kind = 'meta';
          }
        }
        const same = lines.find(
          (l) => Math.abs(l.top - item.top) < 2 && l.entry === entry && (l.block === block || block === -1),
        );
        if (same) {
          same.text += item.str;
          same.left = Math.min(same.left, item.left);
          same.right = Math.max(same.right, item.right);
          same.bottom = Math.max(same.bottom, item.bottom);
        } else
          lines.push({
            text: item.str,
            top: item.top,
            bottom: item.bottom,
            left: item.left,
            right: item.right,
            kind,
            entry,
            block,
          });
      }
      lines.sort((a, b) => a.top - b.top || a.left - b.left);
      const title = lines.find((l) => l.kind === 'section-title');
      return {
        page: p,
        section: lines[0]?.kind === 'header' ? 'personal-info' : (title?.text ?? ''),
        lines,
        left: Math.min(...lines.map((l) => l.left)),
        right: Math.max(...lines.map((l) => l.right)),
      };
    });
  });
}

/** The lines of one text block, or one entry, in a fragment. */
const blockLines = (f: Fragment, block: number) => f.lines.filter((l) => l.block === block && block !== -1);

/**
 * Whether a line starts a bullet or paragraph of the resume (else it continues one from the page before). Lines are
 * compared without white space; a text starts with its first line.
 */
const startsText = (line: Line, texts: string[]) => texts.some((t) => squeeze(t).startsWith(squeeze(line.text)));

/**
 * The first block that could not be split at the top of a continued fragment, by the rules: a section's title with
 * its first entry's head, an entry's title, meta lines and first two lines of text, a bullet's first two lines (the
 * whole bullet when it has three or fewer), the rest of a broken bullet's lines but its last two. Its height.
 */
function unitHeight(f: Fragment, texts: string[]): number {
  const lines = f.lines;
  const first = lines[0];
  let end = 0;
  const entryHead = (from: number) => {
    let i = from;
    const entry = lines[i].entry;
    while (i + 1 < lines.length && lines[i + 1].entry === entry && lines[i + 1].kind !== 'text') i += 1;
    let text = 0;
    while (i + 1 < lines.length && lines[i + 1].entry === entry && text < 2) {
      i += 1;
      text += 1;
    }
    return i;
  };
  if (first.kind === 'header') end = lines.length - 1;
  else if (first.kind === 'section-title')
    end = lines.length > 1 ? (lines[1].kind === 'text' ? Math.min(2, lines.length - 1) : entryHead(1)) : 0;
  else if (first.kind === 'entry-title') end = entryHead(0);
  else {
    const block = blockLines(f, first.block);
    const whole = startsText(first, texts);
    end = lines.indexOf(
      block[
        whole
          ? Math.min(block.length - 1, block.length <= 3 ? block.length - 1 : 1)
          : block.length >= 3
            ? 0
            : block.length - 1
      ],
    );
  }
  return lines[end].bottom - first.top;
}

/** What breaks a rule where a section's fragment ends on one page and goes on on the next. */
function breakProblems(before: Fragment, after: Fragment, texts: string[]): string[] {
  const problems: string[] = [];
  const where = `page ${before.page + 1} -> ${after.page + 1}, ${before.section}`;
  const last = before.lines[before.lines.length - 1];
  const next = after.lines[0];
  if (next.kind !== 'entry-title' && next.kind !== 'section-title' && last.entry !== -1) {
    // The break is inside an entry: its head and two lines of text stay on the first page.
    const entry = before.lines.filter((l) => l.entry === last.entry);
    const text = entry.filter((l) => l.kind === 'text');
    // Its first text block whole, or two lines of it (a one-line first bullet may end the page).
    const firstBlock = text.filter((l) => l.block === text[0]?.block).length;
    const whole =
      text.length > firstBlock || (text.length > 0 && (last.block !== text[0].block || startsText(next, texts)));
    if (entry[0].kind === 'entry-title' && !whole && text.length < 2)
      problems.push(`${where}: entry "${entry[0].text}" breaks after ${text.length} line(s) of text`);
  }
  if (next.kind === 'text' && !startsText(next, texts)) {
    // The break is inside a bullet or paragraph: two lines on each side.
    const beforeLines = blockLines(before, last.block).length;
    const afterLines = blockLines(after, next.block).length;
    if (beforeLines < 2 || afterLines < 2)
      problems.push(`${where}: "${last.text}" breaks ${beforeLines} / ${afterLines} lines (orphans/widows 2)`);
  }
  return problems;
}

/** The page margins in points: the first page's and every later page's (running elements widen those). */
export interface PageMargins {
  first: { top: number; right: number; bottom: number; left: number };
  later: { top: number; right: number; bottom: number; left: number };
}

/**
 * Checks a printed resume. `texts`: every bullet and paragraph of the resume (to tell text from meta lines and a
 * text's first line from a continued one); `margins`: the pages' margins (resume-view's pageGeometry, in points).
 * A page's fill is its lowest text over its own printable height (paper height less its top and bottom margin).
 */
export function checkFlow(pages: PdfPage[], texts: string[], margins: PageMargins): FlowReport {
  const fragments = fragmentsOf(pages, texts);
  const problems: string[] = [];
  const { width: pageWidth, height: pageHeight } = pages[0];
  const marginOf = (p: number) => (p === 0 ? margins.first : margins.later);
  const printableOf = (p: number) => pageHeight - marginOf(p).top - marginOf(p).bottom;
  const bottomOn = (p: number, fs: Fragment[]) =>
    Math.max(marginOf(p).top, ...fs.flatMap((f) => f.lines.map((l) => l.bottom)));
  const fill = fragments.map((fs, p) => (bottomOn(p, fs) - marginOf(p).top) / printableOf(p));
  const bottom = (fs: Fragment[]) => bottomOn(fs[0]?.page ?? 0, fs);
  const overlaps = (a: Fragment, b: Fragment) => a.left < b.right && b.left < a.right;
  const chromiumLimits: string[] = [];
  /** A part-width section: its text spans less than two thirds of the printable width. */
  const narrow = (f: Fragment) => f.right - f.left < ((pageWidth - margins.first.left - margins.first.right) * 2) / 3;
  // Open sections: the fragment each section last had, so a page's untitled fragment is matched to its column.
  const last = new Map<string, Fragment>();
  for (let p = 0; p < fragments.length; p += 1) {
    for (const f of fragments[p]) {
      if (f.lines[f.lines.length - 1].kind === 'section-title')
        problems.push(`page ${p + 1}: ends with the section title ${f.section}`);
      if (f.section) {
        last.set(f.section, f);
        continue;
      }
      // The section it goes on from: in its column on the page before, the one that reached lowest.
      const before = [...last.values()]
        .filter((b) => b.page === p - 1 && overlaps(b, f))
        .sort((a, b) => bottom([b]) - bottom([a]))[0];
      if (!before) {
        problems.push(`page ${p + 1}: "${f.lines[0].text}" continues no section of the page before`);
        continue;
      }
      f.section = before.section;
      last.set(f.section, f);
      for (const problem of breakProblems(before, f, texts))
        (problem.includes('orphans/widows') && narrow(f) ? chromiumLimits : problems).push(problem);
    }
  }
  for (let p = 0; p + 1 < fragments.length; p += 1) {
    if (fill[p] >= 0.85) continue;
    // An under-filled page: each block at the top of the next page must not have fitted where its column ended.
    const top = Math.min(...fragments[p + 1].map((f) => f.lines[0].top));
    for (const f of fragments[p + 1].filter((g) => g.lines[0].top < top + 4)) {
      const continued = fragments[p].find((b) => b.section === f.section);
      const columnEnd = continued ? bottom([continued]) : bottom(fragments[p]);
      const room = pageHeight - marginOf(p).bottom - columnEnd;
      const need = unitHeight(f, texts);
      // Room for the block and the gap before it (18 px between sections, 13.5 pt).
      if (need + 13.5 < room)
        (f.lines[0].kind === 'section-title' && narrow(f) ? chromiumLimits : problems).push(
          `page ${p + 1} is ${Math.round(fill[p] * 100)} % full, yet "${f.lines[0].text}" (${need.toFixed(0)} pt) ` +
            `would have fitted in the ${room.toFixed(0)} pt left`,
        );
    }
  }
  return { pages: pages.length, pageWidth, pageHeight, fill, problems, chromiumLimits };
}
