import express, { Express, NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PUBLIC_PAGES, REMOTES_MANIFEST_PATH } from '@resume/contracts';
import { AppConfig } from '../config/app-config';
import { sendError } from '../infrastructure/http/api-exception.filter';
import { routeMatcher, routePattern } from '../infrastructure/http/route-pattern';
import { DomainError } from '../shared/domain/domain-error';
import { isPrerenderedAddress, PrerenderedPages } from './prerendered-pages';
import { allowingInlineScripts } from './security-headers';

const NOT_BUILT = 'frontends not built: run npm run build';
const API_PREFIXES = ['/api', '/health', '/remotes', '/admin'];
/**
 * Public resume pages, server-rendered by the sharing module (readable without JavaScript), its /r redirect and the
 * code form's address, at the contracts' PUBLIC_PAGES its controllers serve: not the SPA's.
 */
const SERVER_RENDERED = routeMatcher([
  PUBLIC_PAGES.ownPage,
  routePattern(PUBLIC_PAGES.publicResume, 'username'),
  ...[PUBLIC_PAGES.shared, PUBLIC_PAGES.sharedLink, PUBLIC_PAGES.sharedAlias].map((page) => routePattern(page, 'id')),
  routePattern(PUBLIC_PAGES.unlock, 'id'),
  routePattern(PUBLIC_PAGES.pdf, 'id'),
  PUBLIC_PAGES.sharedHash,
]);
// Bundlers put a content hash in asset names (main.3f9a1c2b.js): such a file never changes, cache it for a year.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ALWAYS_FRESH = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);

function cacheHeaders(res: Response, path: string): void {
  const name = basename(path);
  if (ALWAYS_FRESH.has(name) || !HASHED.test(name)) res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

const staticFiles = (dir: string) => express.static(dir, { index: false, setHeaders: cacheHeaders, fallthrough: true });

const SAFE_NAME = /^[a-zA-Z0-9_-]+$/;
// A release id is `<version>-<content hash>` (scripts/release-remote.mjs): dots allowed, but never first ('..').
const RELEASE_ID = /^[a-zA-Z0-9][a-zA-Z0-9._+-]*$/;

/** A release folder never changes once written (its id names its content), so every file in it, manifest included. */
const releaseFiles = (dir: string) =>
  express.static(dir, {
    index: false,
    fallthrough: true,
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
  });

/**
 * The frontends from the same origin as the API: the shell at /, each remote at /remotes/<name>/ (its current
 * build) and its released builds at /remotes/<name>/releases/<id>/ (from DATA_DIR/releases, written by
 * `npm run release:remote`), the remotes manifest at /remotes.json, and the shell's index.html for any other page
 * address (client-side routing), but for the shell's prerendered landing, pricing and sign-in pages, which a visitor
 * without a session gets (prerendered-pages.ts). With NODE_ENV=production no *.map file is served.
 */
export function mountWebAssets(app: Express, config: AppConfig): void {
  const { shellDistDir, remotesDistDir, remotesManifestFile } = config.web;
  const releasesDir = join(config.dataDir, 'releases');
  const prerendered = new PrerenderedPages(shellDistDir, config.billing);

  app.get(REMOTES_MANIFEST_PATH, (_req, res) => {
    if (!existsSync(remotesManifestFile)) return sendError(res, new DomainError('NOT_FOUND'));
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(readFileSync(remotesManifestFile, 'utf8'));
  });

  if (config.production) {
    // The builds keep hidden source maps beside the bundles (for error tracking); the public never gets them.
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (!/\.map$/i.test(req.path)) return next();
      sendError(res, new DomainError('NOT_FOUND'));
    });
  }

  app.use('/remotes/:name/releases/:id', (req: Request, res: Response, next: NextFunction) => {
    const name = String(req.params.name);
    const id = String(req.params.id);
    if (!SAFE_NAME.test(name) || !RELEASE_ID.test(id)) return next();
    releaseFiles(join(releasesDir, name, id))(req, res, next);
  });

  app.use('/remotes/:name', (req: Request, res: Response, next: NextFunction) => {
    const name = String(req.params.name);
    if (!SAFE_NAME.test(name)) return next();
    staticFiles(join(remotesDistDir, name, 'dist'))(req, res, next);
  });

  app.use(staticFiles(shellDistDir));

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    if (SERVER_RENDERED.test(req.path)) return next();
    // A page address: no file extension, and a client that takes HTML (a missing .js stays a 404).
    if (/\.[^/]*$/.test(req.path) || !req.accepts('html')) return next();
    if (isPrerenderedAddress(req.path)) res.vary('Cookie').vary('Accept-Language');
    const page = prerendered.pageFor(req);
    if (page !== null) {
      const policy = res.getHeader('Content-Security-Policy');
      if (typeof policy === 'string') {
        res.setHeader('Content-Security-Policy', allowingInlineScripts(policy, page.inlineScripts));
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(page.html);
      return;
    }
    const index = join(shellDistDir, 'index.html');
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send(NOT_BUILT);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
