#!/usr/bin/env node
// What a browser downloads: the shell's initial files (from its index.html), each prerendered page with its island
// scripts, and each remote's files, raw and gzip -9. Run after `npm run build`: `node bench/bundle-sizes.mjs`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kib = (n) => (n / 1024).toFixed(1);
const size = (file) => {
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
};
const sum = (files) => files.reduce((a, f) => ({ raw: a.raw + f.raw, gzip: a.gzip + f.gzip }), { raw: 0, gzip: 0 });

const shellDist = join(root, 'frontends/shell/dist');
const html = readFileSync(join(shellDist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)=["']?\/?([^"' >]+\.(?:js|css))/g)].map((m) => m[1]);
const shellInitial = sum(initial.map((f) => size(join(shellDist, f))));
const shellAll = sum(
  readdirSync(shellDist)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => size(join(shellDist, f))),
);

const rows = [
  ['shell: index.html entry files', initial.length, shellInitial],
  [
    'shell: every chunk (incl. lazy pages, shared deps)',
    readdirSync(shellDist).filter((f) => /\.(js|css)$/.test(f)).length,
    shellAll,
  ],
];
// The prerendered marketing pages (decision 0026): the page itself (its CSS and script inline) and the island
// scripts its inline script loads once the page is painted.
for (const page of ['landing', 'pricing', 'login']) {
  const file = join(shellDist, 'prerendered', `${page}.html`);
  if (!existsSync(file)) continue;
  const islands = /data-islands="([^"]*)"/.exec(readFileSync(file, 'utf8'))?.[1].split(' ').filter(Boolean) ?? [];
  rows.push([
    `prerendered ${page}: the HTML (CSS and page script inline) + its island scripts`,
    1 + islands.length,
    sum([size(file), ...islands.map((src) => size(join(shellDist, src)))]),
  ]);
}
for (const remote of ['editor', 'share-manager', 'template-designer', 'account']) {
  const dist = join(root, 'frontends', remote, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) continue;
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const own = new Set(['remoteEntry.js']);
  for (const expose of manifest.exposes ?? []) {
    for (const f of [
      ...(expose.assets?.js?.sync ?? []),
      ...(expose.assets?.js?.async ?? []),
      ...(expose.assets?.css?.sync ?? []),
    ])
      own.add(f);
  }
  const files = [...own].filter((f) => existsSync(join(dist, f)));
  rows.push([
    `${remote} remote: entry + exposed module, incl. fallback copies of shared deps a host already provides`,
    files.length,
    sum(files.map((f) => size(join(dist, f)))),
  ]);
}

console.log('| what | files | raw KiB | gzip KiB |\n|---|---|---|---|');
for (const [label, n, s] of rows) console.log(`| ${label} | ${n} | ${kib(s.raw)} | ${kib(s.gzip)} |`);
