import compression from 'compression';
import { FONTS, type Font } from '@resume/contracts';
import { FALLBACK_STYLESHEET, FONT_FILES_VERSION, fontSlug } from '@resume/resume-view';
import { Router, type Request, type Response } from 'express';
import { sendError } from '../infrastructure/http/api-exception.filter';
import { FallbackFonts, fallbackFonts } from '../infrastructure/fonts/fallback-fonts';
import { TemplateFonts, templateFonts } from '../infrastructure/fonts/template-fonts';
import { DomainError } from '../shared/domain/domain-error';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * The template fonts (docs/decisions/0025-self-hosted-fonts.md) at /fonts/<FONT_FILES_VERSION>/: `<font>.css` for
 * each of the ten fonts, `world-scripts.css` (the script fallbacks, decision 0046) and the woff2 files those name, nothing else (a name is looked up in the catalogue, never
 * joined to a path). The version names the content, so each answer is cached for a year. Mounted before host
 * routing: a person's subdomain or domain serves them too, as its pages link them on their own origin.
 */
export function fontAssets(fonts: TemplateFonts = templateFonts, fallbacks: FallbackFonts = fallbackFonts): Router {
  const stylesheets = new Map<string, Font>(FONTS.map((font) => [`${fontSlug(font)}.css`, font]));
  const css = new Map<Font, string>();
  let fallbackCss: string | null = null;
  const router = Router();
  // The CSS is text (about 4 KB a font, 1 KB gzipped); woff2 is compressed already and is left alone by compression.
  router.use(compression());
  router.get('/:version/:file', (req: Request, res: Response) => {
    const name = String(req.params.file);
    if (req.params.version !== FONT_FILES_VERSION) return sendError(res, new DomainError('NOT_FOUND'));
    const font = stylesheets.get(name);
    if (font) {
      let text = css.get(font);
      if (text === undefined) {
        text = fonts.stylesheet(font, (file) => file, 'swap');
        css.set(font, text);
      }
      res.setHeader('Cache-Control', YEAR);
      res.type('text/css; charset=utf-8').send(text);
      return;
    }
    if (name === FALLBACK_STYLESHEET) {
      // Every script fallback's slices (decision 0046), for client-rendered previews: ~1 MB of text, ~0.2 MB gzipped.
      fallbackCss ??= fallbacks.stylesheet(fallbacks.faces(), (file) => file, 'swap');
      res.setHeader('Cache-Control', YEAR);
      res.type('text/css; charset=utf-8').send(fallbackCss);
      return;
    }
    const bytes = fonts.file(name) ?? fallbacks.file(name);
    if (!bytes) return sendError(res, new DomainError('NOT_FOUND'));
    res.setHeader('Cache-Control', YEAR);
    res.type('font/woff2').send(bytes);
  });
  router.use((_req: Request, res: Response) => sendError(res, new DomainError('NOT_FOUND')));
  return router;
}
