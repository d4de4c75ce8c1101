/**
 * Draws the product's icon set from its one SVG (frontends/resume-view/brand/favicon.svg): favicon.ico (16, 32 and
 * 48 px), apple-touch-icon.png (180 px) and the web manifest's icon-192.png and icon-512.png, written beside it.
 * Run once when the mark changes; the files it writes are committed. Its two tools are not project dependencies
 * (nothing else needs them), so install them anywhere and name that folder:
 *   npm install --prefix /tmp/icon-tools @resvg/resvg-js@2.6.2 png-to-ico@3.0.2
 *   ICON_TOOLS=/tmp/icon-tools node scripts/generate-icons.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const brand = join(import.meta.dirname, '../frontends/resume-view/brand');
const tools = createRequire(join(process.env.ICON_TOOLS ?? process.cwd(), 'node_modules'));
const load = (name) => import(pathToFileURL(tools.resolve(name)).href);
const { Resvg } = await load('@resvg/resvg-js');
const { default: pngToIco } = await load('png-to-ico');

const svg = readFileSync(join(brand, 'favicon.svg'));
const png = (size, mark = svg) => new Resvg(mark, { fitTo: { mode: 'width', value: size } }).render().asPng();

// iOS rounds the corners itself and fills transparent ones black: its icon is the full square.
writeFileSync(join(brand, 'apple-touch-icon.png'), png(180, svg.toString().replace('rx="14"', 'rx="0"')));
writeFileSync(join(brand, 'icon-192.png'), png(192));
writeFileSync(join(brand, 'icon-512.png'), png(512));
writeFileSync(join(brand, 'favicon.ico'), await pngToIco([png(16), png(32), png(48)]));
