import { FONTS } from '@resume/contracts';
import { resolveStyle, ResumeView, safeImageSrc } from '@resume/resume-view';
import { accessSync, readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import type { PdfRenderInput } from '../../domain/pdf-export';
import { ResumeHtml } from '../../application/ports/resume-html';

/**
 * Template fonts -> fonts on this machine (no web-font service offline). Liberation Sans and Serif are metric
 * compatible with Arial and Times; they are declared as @font-face under the template font's own name, so the
 * renderer's font stack picks them up and Chromium embeds them (subset, with Unicode maps).
 */
const FONT_DIR = '/usr/share/fonts/truetype/liberation';
const SERIF = new Set(['Playfair Display', 'Merriweather']);
const FILES = {
  sans: {
    regular: { file: `${FONT_DIR}/LiberationSans-Regular.ttf`, local: ['Liberation Sans', 'LiberationSans'] },
    bold: { file: `${FONT_DIR}/LiberationSans-Bold.ttf`, local: ['Liberation Sans Bold', 'LiberationSans-Bold'] },
  },
  serif: {
    regular: { file: `${FONT_DIR}/LiberationSerif-Regular.ttf`, local: ['Liberation Serif', 'LiberationSerif'] },
    bold: { file: `${FONT_DIR}/LiberationSerif-Bold.ttf`, local: ['Liberation Serif Bold', 'LiberationSerif-Bold'] },
  },
} as const;
interface Face {
  file: string;
  local: readonly string[];
}

export const fontFileFor = (font: string) => (SERIF.has(font) ? FILES.serif : FILES.sans);

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const unescapeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The print document: ResumeView rendered to a string, print CSS, fonts and images inlined; no script, no link. */
export class ReactResumeHtml extends ResumeHtml {
  private readonly fontCss = new Map<string, string>();
  private readonly files = new Map<string, string>();

  /**
   * `local` (default, PDF_FONTS): @font-face src is local('<the installed face>'), no bytes in the document;
   * `inline`: the font file as a base64 data: URL (about 380 KB more HTML per job, ~25 ms more per PDF). Either way
   * the face comes from the same file on this machine, checked here at start-up, and Chromium embeds its subset.
   */
  constructor(private readonly fontSource: 'local' | 'inline' = 'local') {
    super();
    for (const set of Object.values(FILES))
      for (const face of Object.values(set))
        if (fontSource === 'inline') this.file(face.file);
        else accessSync(face.file);
  }

  render(input: PdfRenderInput, images: ReadonlyMap<string, string>): string {
    const style = resolveStyle(input.data.resume, input.filter, input.template);
    const body = renderToString(<ResumeView data={input.data} filter={input.filter} template={input.template} />);
    // Only the style's own images get a data: URL; any other src is dropped (every non-data: request is aborted anyway).
    const bySrc = new Map<string, string>();
    for (const [url, data] of images) {
      const src = safeImageSrc(url);
      if (src) bySrc.set(src, data);
    }
    const inlined = body.replace(
      / src="([^"]*)"/g,
      (_m, value: string) => ` src="${bySrc.get(unescapeAttr(value)) ?? ''}"`,
    );
    const size = input.paperSize === 'Letter' ? 'letter' : 'A4';
    const margin = `${style.pageMarginIn}in`;
    return (
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title>` +
      `<meta name="author" content="${escapeHtml(input.author)}">` +
      `<style>${this.fonts(style.font)}
@page{size:${size};margin:${margin}}
html,body{margin:0;padding:0;background:#fff;-webkit-print-color-adjust:exact;print-color-adjust:exact}
.rv-resume{padding:0 !important}
.rv-resume p,.rv-resume li{orphans:3;widows:3}
.rv-resume li,.rv-resume h1,.rv-resume h2,.rv-resume h3,[data-entry],[data-branding]{break-inside:avoid}
.rv-resume h2,.rv-resume h3{break-after:avoid}
img{max-width:100%}
</style></head><body>${inlined}</body></html>`
    );
  }

  /** @font-face rules for the template's font (regular 300-500, bold 600-800), built once per font. */
  private fonts(font: string): string {
    const family = (FONTS as readonly string[]).includes(font) ? font : 'Inter';
    let css = this.fontCss.get(family);
    if (!css) {
      const files = fontFileFor(family);
      const face = (f: Face, weight: string) => {
        const src =
          this.fontSource === 'inline'
            ? `url(data:font/ttf;base64,${this.file(f.file)}) format('truetype')`
            : f.local.map((n) => `local('${n}')`).join(',');
        return `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};src:${src}}`;
      };
      css = face(files.regular, '100 500') + face(files.bold, '600 900');
      this.fontCss.set(family, css);
    }
    return css;
  }

  private file(path: string): string {
    let data = this.files.get(path);
    if (!data) {
      data = readFileSync(path).toString('base64');
      this.files.set(path, data);
    }
    return data;
  }
}
