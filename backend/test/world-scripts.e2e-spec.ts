import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { fixtureResume } from '../../frontends/resume-view/src/fixture';
import { loadConfig } from '../src/config/env.schema';
import { RenderPdf } from '../src/modules/pdf/application/render-pdf.use-case';
import type { PdfRenderInput } from '../src/modules/pdf/domain/pdf-export';
import { PuppeteerClusterPrinter } from '../src/modules/pdf/adapters/out/puppeteer-cluster.printer';
import { ReactResumeHtml } from '../src/modules/pdf/adapters/out/react-resume.html';
import { SafeImageFetcher } from '../src/modules/pdf/adapters/out/safe-image.fetcher';
import { pdfText, readPdf, withFile } from './support/pdf-tools';

/**
 * Every script prints and reads back (issue 27 point 1, docs/decisions/0046-world-scripts.md): one resume per
 * script, printed by the real printer; its text layer gives back the typed text, and a font embedded in the PDF has
 * a glyph for every character typed. The rendered pages are kept in WORLD_SCRIPTS_OUT (default /tmp) to look at.
 */
const SAMPLES: [string, string][] = [
  ['latin', 'Zoë Ångström, Łódź — Façade naïve Øresund'],
  ['cyrillic', 'Мария Иванова, ведущий инженер, Москва'],
  ['greek', 'Γιώργος Παπαδόπουλος, μηχανικός λογισμικού'],
  ['arabic', 'مهندسة برمجيات في الرياض'],
  ['hebrew', 'מהנדסת תוכנה בתל אביב'],
  ['devanagari', 'सॉफ़्टवेयर इंजीनियर, नई दिल्ली'],
  ['thai', 'วิศวกรซอฟต์แวร์ กรุงเทพมหานคร'],
  ['japanese', '山田 太郎 東京都 シニアエンジニア'],
  ['chinese-simplified', '张伟 北京市 高级软件工程师'],
  ['chinese-traditional', '陳志明 臺北市 資深軟體工程師'],
  ['korean', '김민준 서울특별시 한국어 개발자'],
  ['vietnamese', 'Nguyễn Thị Hương, kỹ sư phần mềm, Hà Nội'],
  ['emoji', 'Ships 🚀 and fixes 🐛 🌍'],
  // Noto Sans SC's slice names ✅ in its unicode-range without a glyph: the page needs Noto Emoji's face (0048).
  ['emoji-check-mark', 'Done ✅'],
];
// The mixed line ('أعمل في Acme Corporation منذ 2020') reads back in logical order in an Arabic resume, laid out right
// to left: right-to-left.e2e-spec.ts.

const SHAPED: Record<string, string> = {
  arabic: 'NotoSansArabic',
  devanagari: 'NotoSansDevanagari',
  mixed: 'NotoSansArabic',
};

const OUT = process.env.WORLD_SCRIPTS_OUT ?? join(tmpdir(), 'world-scripts');

/** Each embedded font program (FontFile2/FontFile3) of the PDF, parsed; qpdf writes the streams uncompressed. */
function embeddedFonts(pdf: Buffer): fontkit.Font[] {
  return withFile(pdf, (file, dir) => {
    const json = JSON.parse(
      execFileSync('qpdf', ['--json', '--json-stream-data=file', `--json-stream-prefix=${join(dir, 's')}`, file], {
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      }),
    ) as {
      qpdf: [
        unknown,
        Record<
          string,
          { value?: Record<string, unknown>; stream?: { dict: Record<string, unknown>; datafile?: string } }
        >,
      ];
    };
    const objects = json.qpdf[1];
    const programs = new Set<string>();
    for (const obj of Object.values(objects)) {
      const dict = obj.value;
      if (dict && dict['/Type'] === '/FontDescriptor') {
        for (const key of ['/FontFile2', '/FontFile3', '/FontFile'])
          if (dict[key]) programs.add(`obj:${String(dict[key])}`);
      }
    }
    return [...programs].map((ref) => {
      const stream = objects[ref]?.stream;
      return fontkit.create(readFileSync(stream?.datafile as string)) as fontkit.Font;
    });
  });
}

describe('world scripts in the PDF', () => {
  const config = loadConfig({ PDF_TIMEOUT_MS: '20000' });
  const printer = new PuppeteerClusterPrinter(config);
  const render = new RenderPdf(new SafeImageFetcher(config), new ReactResumeHtml(), printer);
  afterAll(() => printer.onApplicationShutdown(), 30_000);
  beforeAll(() => mkdirSync(OUT, { recursive: true }));

  const input = (text: string): PdfRenderInput => {
    const data = fixtureResume();
    data.resume.summary = text;
    return { data, filter: null, template: null, paperSize: 'A4', title: 'Resume', author: 'A' };
  };

  const printsAndReadsBack = async (name: string, text: string) => {
    const pdf = await render.execute(input(text));
    writeFileSync(join(OUT, `${name}.pdf`), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(OUT, `${name}.pdf`),
      join(OUT, name),
    ]);

    // Logical order: pdftotext's physical mode reorders right-to-left runs (its raw mode gives them in visual order).
    // Without whitespace and bidi marks: it splits Arabic words where Chromium drew a word in several runs.
    const normalise = (s: string) => s.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, '');
    expect(normalise(pdfText(pdf, 'physical'))).toContain(normalise(text));

    // pdf.js (what a browser's PDF viewer reads) too, for the scripts drawn one glyph per letter, left to right.
    if (!SHAPED[name] && !/[\u0590-\u08ff]/.test(text)) {
      const items = readPdf(pdf).pages[0].items.map((item) => item.str);
      expect(normalise(items.join(''))).toContain(normalise(text));
    }

    if (SHAPED[name]) {
      // Arabic joins and Devanagari conjuncts print as shaped glyphs, which a subset's cmap does not list: the
      // script's Noto family must be embedded (and the text above read back, so no letter was a .notdef box).
      expect(withFile(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }))).toContain(SHAPED[name]);
      return;
    }
    const fonts = embeddedFonts(pdf);
    const letters = [...new Set([...text.replace(/\s/g, '')])].filter((ch) => ch !== '\u200d' && ch !== '\ufe0f');
    const missing = letters.filter(
      (ch) => !fonts.some((font) => font.hasGlyphForCodePoint(ch.codePointAt(0) as number)),
    );
    expect({ name, missing }).toEqual({ name, missing: [] });
  };

  it.each(SAMPLES)('%s: prints with a font that has every character and reads back as typed', printsAndReadsBack);
});
