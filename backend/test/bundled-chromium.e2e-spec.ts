import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ERROR_CODES } from '@resume/contracts';
import { pdfFonts, pdfInfo, pdfText } from './support/pdf-tools';

/**
 * PDF export right after `npm ci` (issue 26 point 4; docs/decisions/0044-bundled-chromium.md). The API process runs
 * in its own mount namespace (`unshare -m`, root, as no-system-fonts.e2e-spec.ts) that looks like a fresh machine:
 * no Debian Chromium (/usr/bin/chromium and /usr/lib/chromium), no NSS/NSPR/expat libraries (each file replaced by
 * an empty one, so a Chromium that loaded the machine's would not start), no font folder and no fontconfig settings.
 * Without CHROMIUM_PATH the app prints with the Chromium that @sparticuz/chromium ships, unpacked into a fresh cache
 * (HOME). Without that package too, it answers the clear 503. Needs the right to make a mount namespace (root, as CI
 * runs); CI=true without it fails, elsewhere the suite is skipped.
 */
const canHide = spawnSync('unshare', ['-m', 'true']).status === 0;
const run = canHide || process.env.CI === 'true' ? describe : describe.skip;

const LIBS = '/usr/lib/x86_64-linux-gnu';
const SYSTEM_LIBRARIES = ['nss3', 'nssutil3', 'nspr4', 'plc4', 'plds4', 'smime3', 'softokn3', 'freebl3', 'freeblpriv3']
  .map((name) => `${LIBS}/lib${name}.so`)
  .concat(`${LIBS}/libexpat.so.1`);
const EMPTY_FOLDERS = [
  '/usr/lib/chromium',
  '/usr/share/fonts',
  '/usr/local/share/fonts',
  '/var/cache/fontconfig',
  '/etc/fonts',
];
/** The package's folder of compressed files (its exports name only its entry, build/cjs/index.cjs). */
const PACKAGE = join(dirname(require.resolve('@sparticuz/chromium')), '..', '..');
const PACKAGE_MAJOR = (
  JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { version: string }
).version.split('.')[0];

interface Seen {
  systemChromium: boolean;
  ready: [number, string];
  status: number;
  body: unknown;
  pdf: string | null;
  firstMs: number;
}

function freshMachine(options: { withoutPackage: boolean }): Promise<Seen> {
  const home = mkdtempSync(join(tmpdir(), 'rb-nochromium-'));
  const files = ['/usr/bin/chromium', ...SYSTEM_LIBRARIES].map((f) => {
    try {
      return realpathSync(f);
    } catch {
      return null;
    }
  });
  const folders = [...EMPTY_FOLDERS, ...(options.withoutPackage ? [join(PACKAGE, 'bin')] : [])];
  const hide = [
    ...files.filter(Boolean).map((f) => `mount --bind /dev/null ${f}`),
    ...folders.map((d) => `if [ -d ${d} ]; then mount -t tmpfs none ${d}; fi`),
  ].join(' && ');
  const node = [
    process.execPath,
    '-r',
    join(__dirname, 'support', 'ts-register.js'),
    join(__dirname, 'support', 'bundled-chromium.child.ts'),
  ];
  const env: Record<string, string | undefined> = { ...process.env, HOME: home, XDG_CACHE_HOME: undefined };
  delete env.CHROMIUM_PATH;
  delete env.XDG_CACHE_HOME;
  const child = spawn('unshare', ['-m', 'sh', '-c', `${hide} && exec "$@"`, 'sh', ...node], { env });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      rmSync(home, { recursive: true, force: true });
      if (code !== 0) reject(new Error(`the app exited ${code}: ${err}`));
      else resolve(JSON.parse(out.trim().split('\n').pop() as string) as Seen);
    }),
  );
}

run('on a machine without Chromium, its libraries or fonts', () => {
  beforeAll(() => {
    if (!canHide) throw new Error('unshare -m is not permitted here: CI must run this suite as root');
  });

  it("prints with @sparticuz/chromium's Chromium and its libraries: the text, the template's fonts", async () => {
    const seen = await freshMachine({ withoutPackage: false });
    expect([seen.systemChromium, seen.ready, seen.status]).toEqual([false, [200, 'up'], 200]);
    const pdf = Buffer.from(seen.pdf as string, 'base64');
    // Skia names the Chromium that wrote the PDF: the package's version, not the machine's (hidden anyway).
    expect(pdfInfo(pdf).Producer).toBe(`Skia/PDF m${PACKAGE_MAJOR}`);
    const text = pdfText(pdf);
    expect(text).toContain('Zoë Łukasz Erdős');
    expect(text).toContain('Prints on a machine that never installed a browser.');
    // The Lato template: Lato, embedded, and Inter for the name's ő that Lato lacks; nothing from the package's Open Sans.
    const fonts = pdfFonts(pdf);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(
      expect.arrayContaining(['Lato-Regular', 'Lato-Bold', 'Inter-Bold']),
    );
    for (const font of fonts) {
      expect(font.name).toMatch(/^[A-Z]{6}\+(Lato|Inter)-/);
      expect(font.emb).toBe('yes');
    }
    // The first export includes unpacking the package (about 200 MB) and starting the browser.
    process.stdout.write(`first export on a fresh machine (unpack + launch + print): ${seen.firstMs} ms\n`);
  }, 180_000);

  it('without the package either, starts, serves and answers an export with 503 PDF_UNAVAILABLE', async () => {
    const seen = await freshMachine({ withoutPackage: true });
    expect([seen.systemChromium, seen.ready, seen.status, seen.body]).toEqual([
      false,
      [200, 'down'],
      503,
      { code: 'PDF_UNAVAILABLE', message: ERROR_CODES.PDF_UNAVAILABLE.message },
    ]);
  }, 120_000);
});
