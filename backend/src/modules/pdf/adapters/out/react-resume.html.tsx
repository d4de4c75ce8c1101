import { resumeLanguageOf, textDirectionOf } from '@resume/contracts';
import { fontStack, pageCss, pageGeometry, resolveStyle, ResumeView, safeImageSrc } from '@resume/resume-view';
import { renderToString } from 'react-dom/server';
import type { PdfRenderInput } from '../../domain/pdf-export';
import { ResumeHtml } from '../../application/ports/resume-html';
import { printFallbackCss, printFontCss } from './print-fonts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const unescapeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The print document: ResumeView rendered to a string, print CSS, images inlined, the template font's @font-face
 * rules (its files answered by the printer, print-fonts.ts); no script, no link. Reads nothing at construction.
 */
export class ReactResumeHtml extends ResumeHtml {
  pageMarginIn(input: Pick<PdfRenderInput, 'data' | 'filter' | 'template'>): number {
    return resolveStyle(input.data.resume, input.filter, input.template).pageMarginIn;
  }

  laterPageMarginIn(input: Pick<PdfRenderInput, 'data' | 'filter' | 'template'>): number {
    const marginIn = this.pageMarginIn(input);
    return pageGeometry({ marginIn, runningElements: input.template?.runningElements ?? true }).later.top;
  }

  render(input: PdfRenderInput, images: ReadonlyMap<string, string>): string {
    const style = resolveStyle(input.data.resume, input.filter, input.template);
    // The resume's language, or its filter's: the document's lang (Chromium writes it into the PDF's catalogue as
    // /Lang) and its direction, right to left for Arabic, Hebrew, Persian (decisions 0047, 0048).
    const lang = resumeLanguageOf(input.data.resume, input.filter);
    const dir = textDirectionOf(lang);
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
    // Paper, margins and running elements: the renderer's own page rules (resume-view print/page.ts).
    const page = pageCss({
      paperSize: input.paperSize,
      marginIn: style.pageMarginIn,
      runningElements: input.template?.runningElements ?? true,
      name: input.author,
      fontFamily: fontStack(style.font),
      direction: dir,
    });
    return (
      `<!DOCTYPE html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title>` +
      `<meta name="author" content="${escapeHtml(input.author)}">` +
      `<style>${printFontCss(style.font)}
${printFallbackCss(style.font, `${input.title} ${body}`)}
${page}
html,body{margin:0;padding:0;background:#fff;-webkit-print-color-adjust:exact;print-color-adjust:exact}
.rv-resume{padding:0 !important}
img{max-width:100%}
</style></head><body>${inlined}</body></html>`
    );
  }
}
