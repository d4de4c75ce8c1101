#!/usr/bin/env node
// Writes the nginx snippet of the prerendered pages' headers (static.Dockerfile, shell image): the static sites'
// policy (security-headers.conf) with the SHA-256 of each inline script those pages carry added to script-src, as
// the API does for them (backend/src/web/security-headers.ts `allowingInlineScripts`, decision 0026). Without it
// the browser refuses the one script of a prerendered page: no menu button, and the sign-in form never wakes up.
// `node prerendered-headers.mjs <dist/prerendered> <security-headers.conf> > prerendered-headers.conf`
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [pagesDir, headersFile] = process.argv.slice(2);
// An inline script, as backend/src/web/prerendered-pages.ts finds them.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const hashes = new Set();
for (const page of readdirSync(pagesDir).filter((f) => f.endsWith('.html')))
  for (const [, script] of readFileSync(join(pagesDir, page), 'utf8').matchAll(INLINE_SCRIPT))
    hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
const headers = readFileSync(headersFile, 'utf8');
if (!/script-src 'self'/.test(headers)) throw new Error(`no script-src 'self' in ${headersFile}`);
process.stdout.write(
  `# Generated at image build from ${pagesDir} (deploy/images/nginx/prerendered-headers.mjs).\n` +
    headers.replace(/script-src 'self'/, `script-src 'self' ${[...hashes].join(' ')}`),
);
