import { BRAND_ICON_FILES } from '@resume/resume-view';
import { Router, type Response } from 'express';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Not hashed names: a day, then the browser asks again (a new mark reaches everyone within a day). */
const A_DAY = 'public, max-age=86400';

/**
 * The product's icon set (favicon.ico, favicon.svg, apple-touch-icon.png, the manifest and its icons) at the root
 * of every host, read once from @resume/resume-view's brand/ folder. Mounted before host routing, as the fonts are:
 * a person's subdomain or domain serves them too, since its pages link them on their own origin (decision 0039).
 */
export function brandIcons(): Router {
  const dir = join(dirname(require.resolve('@resume/resume-view/package.json')), 'brand');
  const router = Router();
  for (const [file, type] of Object.entries(BRAND_ICON_FILES)) {
    const bytes = readFileSync(join(dir, file));
    router.get(`/${file}`, (_req, res: Response) => {
      res.setHeader('Cache-Control', A_DAY);
      res.type(type).send(bytes);
    });
  }
  return router;
}
