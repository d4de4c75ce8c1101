import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The built shell and remotes ask no third-party font service (docs/decisions/0025-self-hosted-fonts.md): no file
 * of their builds (HTML, JavaScript, CSS, manifests) names a font host, and no stylesheet loads a font or another
 * stylesheet from another origin. Reads frontends/<app>/dist: `npm test` builds them first; elsewhere an app not
 * built is skipped (CI=true: a failure).
 */
const ROOT = join(__dirname, '..', '..', 'frontends');
const APPS = ['shell', 'editor', 'share-manager', 'template-designer', 'account'];
const FONT_HOSTS =
  /fonts\.googleapis\.com|fonts\.gstatic\.com|typekit\.(net|com)|fonts\.bunny\.net|fonts\.cdnfonts\.com|fast\.fonts\.net|fontawesome\.com|fontshare\.com/i;
const TEXT = /\.(html|js|mjs|css|json|txt)$/;
const inCi = process.env.CI === 'true';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : TEXT.test(name) ? [path] : [];
  });
}

describe.each(APPS)('the built %s', (app) => {
  const dist = join(ROOT, app, 'dist');
  const built = existsSync(join(dist, app === 'shell' ? 'index.html' : 'mf-manifest.json'));
  const check = built || inCi ? it : it.skip;

  check('names no third-party font host, and its CSS loads nothing from another origin', () => {
    if (!built) throw new Error(`${relative(ROOT, dist)} is missing: build the frontends first (npm run build)`);
    const all = files(dist);
    expect(all.length).toBeGreaterThan(0);
    const named = all.filter((file) => FONT_HOSTS.test(readFileSync(file, 'utf8'))).map((f) => relative(dist, f));
    expect(named).toEqual([]);
    for (const css of all.filter((file) => file.endsWith('.css'))) {
      const text = readFileSync(css, 'utf8');
      const remote = [
        ...text.matchAll(/url\(\s*['"]?((?:https?:)?\/\/[^'")]+)/gi),
        ...text.matchAll(/@import\s+(?:url\()?\s*['"]?((?:https?:)?\/\/[^'")]+)/gi),
      ].map((m) => m[1]);
      expect([relative(dist, css), remote]).toEqual([relative(dist, css), []]);
    }
    if (app === 'shell') {
      const html = readFileSync(join(dist, 'index.html'), 'utf8');
      const links = [...html.matchAll(/<link\b[^>]*href="((?:https?:)?\/\/[^"]+)"/gi)].map((m) => m[1]);
      expect(links).toEqual([]);
    }
  });
});
