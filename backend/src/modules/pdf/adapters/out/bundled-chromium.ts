import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { extract, type Headers } from 'tar-fs';

/** A Chromium to launch: its executable and what its process needs in its environment besides ours. */
export interface ChromiumExecutable {
  path: string;
  env: Record<string, string>;
}

interface Bundle {
  /** The package's folder of brotli files (chromium.br, al2023.tar.br, fonts.tar.br). */
  bin: string;
  version: string;
}

/**
 * The Chromium that the npm package @sparticuz/chromium ships (docs/decisions/0044-bundled-chromium.md): a Linux
 * x64 chrome-headless-shell, brotli-compressed, with the libraries it needs beyond glibc (NSS, NSPR, expat; built for
 * Amazon Linux 2023) and a font. Null where the package is not installed (the images remove it: they print with
 * Debian's Chromium) or the machine is not Linux x64.
 */
function bundle(): Bundle | null {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  let main: string;
  try {
    // The package's exports name only its entry (build/cjs/index.cjs); its files sit two folders up.
    main = require.resolve('@sparticuz/chromium');
  } catch {
    return null;
  }
  const root = join(dirname(main), '..', '..');
  const bin = join(root, 'bin');
  if (!existsSync(join(bin, 'chromium.br'))) return null;
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { bin, version };
}

/** Whether this process could print with the bundled Chromium (without unpacking it). */
export function hasBundledChromium(): boolean {
  return bundle() !== null;
}

/**
 * Where the bundle is unpacked: the user's cache (XDG_CACHE_HOME or ~/.cache), a folder of this version. Not the
 * package's own /tmp/chromium: a fixed name in a folder every local user can write to, which another user could
 * create first (and a half-written one would be taken for done).
 */
function cacheFolder(version: string): string {
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cache, 'resume-builder', `chromium-${version}`);
}

/**
 * fontconfig's settings for the bundled Chromium: the machine's own (if it has any) and the package's font, so
 * fontconfig never lists no font at all (then Chromium fails every web font, even the template's: decision 0025).
 */
const fontsConf = (folder: string) => {
  const dir = folder.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dir}/fonts</dir>
  <cachedir>${dir}/fontconfig-cache</cachedir>
</fontconfig>
`;
};

const brotli = (from: string, to: string, mode: number) =>
  pipeline(createReadStream(from), createBrotliDecompress(), createWriteStream(to, { mode }));
// Ours: as root, tar-fs would give the files the archive's owners (uids of the package's build machines).
const owned = (header: Headers): Headers => ({ ...header, uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 });
const untar = (from: string, to: string) =>
  pipeline(createReadStream(from), createBrotliDecompress(), extract(to, { map: owned }));

/**
 * Unpacks into a fresh private folder beside the final one, then renames it into place: a folder under the final
 * name is always complete, and two processes unpacking at once (the API and a worker) both end with it.
 */
async function unpack({ bin, version }: Bundle): Promise<string> {
  const folder = cacheFolder(version);
  if (existsSync(join(folder, 'chromium'))) return folder;
  await mkdir(dirname(folder), { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(`${folder}.unpacking-`);
  try {
    await Promise.all([
      brotli(join(bin, 'chromium.br'), join(staging, 'chromium'), 0o700),
      // lib/: libnss3.so and the rest (the machine's, if any, are not used: the binary runs with its own).
      untar(join(bin, 'al2023.tar.br'), staging),
      // fonts/Open_Sans/*.ttf (and the package's fonts.conf for AWS Lambda, unused: ours is below).
      untar(join(bin, 'fonts.tar.br'), staging),
      writeFile(join(staging, 'resume-fonts.conf'), fontsConf(folder)),
    ]);
    await rename(staging, folder).catch((error: NodeJS.ErrnoException) => {
      // Another process renamed its own first: that one is as good.
      if (!existsSync(join(folder, 'chromium'))) throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return folder;
}

let unpacked: Promise<string> | null = null;

/** The bundled Chromium, unpacked on first use (about 200 MB, a few seconds); null without the package. */
export async function bundledChromium(): Promise<ChromiumExecutable | null> {
  const found = bundle();
  if (!found) return null;
  unpacked ??= unpack(found);
  // A failed unpack (a full disk, say) is tried again by the next print.
  const folder = await unpacked.catch((error: unknown) => {
    unpacked = null;
    throw error;
  });
  const libraries = [join(folder, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  return {
    path: join(folder, 'chromium'),
    env: { LD_LIBRARY_PATH: libraries, FONTCONFIG_FILE: join(folder, 'resume-fonts.conf') },
  };
}
