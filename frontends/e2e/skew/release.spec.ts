import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { accountWorks, editorWorks, pageErrors, signInAsPremium, test } from './screens';

const repo = resolve(__dirname, '../../..');
const distOf = (remote: string) => join(repo, 'frontends', remote, 'dist');
const editorDist = distOf('editor');

/**
 * The current build of a remote with one file more: the same code under another release id. (The previous build
 * would do, but whether it still fits the current shell's contract depends on the history.)
 */
function anotherBuildOf(remote: string, dataDir: string): string {
  const dir = join(dataDir, `${remote}-build-copy`);
  cpSync(distOf(remote), dir, { recursive: true });
  writeFileSync(join(dir, 'build-note.txt'), 'released by the release journey');
  return dir;
}

/** `npm run release:remote -- <args>` against this project's product (its data folder and manifest copy). */
function releaseRemote(dataDir: string, ...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'release:remote', '--', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, REMOTES_MANIFEST_FILE: join(dataDir, 'remotes.json') },
  });
}

async function remotesManifest(request: APIRequestContext): Promise<Record<string, string>> {
  return ((await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> }).remotes;
}

async function editorEntry(request: APIRequestContext): Promise<string> {
  return (await remotesManifest(request)).editor;
}

/**
 * The remote's screens work (`works` opens them), and its code came from this release (resource timing also lists
 * files the cache answered).
 */
async function worksFrom(page: Page, remote: string, id: string, works: (page: Page) => Promise<void>) {
  await works(page);
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  const files = loaded.filter((url) => url.includes(`/remotes/${remote}/`));
  expect(files).toContain(new URL(`/remotes/${remote}/releases/${id}/remoteEntry.js`, page.url()).href);
  expect(files.filter((url) => !url.includes(`/remotes/${remote}/releases/${id}/`))).toEqual([]);
}

const editorWorksFrom = (page: Page, id: string) => worksFrom(page, 'editor', id, editorWorks);

test.describe.serial('releasing the editor remote and rolling it back', () => {
  let page: Page;
  let errors: Error[];
  let first: string;
  let second: string;

  test.beforeAll(async ({ browser, dataDir }) => {
    process.env.E2E_DATA_DIR = dataDir;
    page = await browser.newPage();
    errors = pageErrors(page);
    await signInAsPremium(page, 'release');
  });

  test.afterAll(async () => {
    expect(errors.map(String)).toEqual([]);
    await page.close();
  });

  test('a release of an editor build (--dist) is served through the manifest', async ({ dataDir, request }) => {
    const out = releaseRemote(dataDir, 'editor', '--dist', anotherBuildOf('editor', dataDir));
    first = /now points at (\S+)/.exec(out)?.[1] as string;
    expect(first, out).toMatch(/^[\w.+-]+-[0-9a-f]{10}$/);
    expect(await editorEntry(request)).toBe(`/remotes/editor/releases/${first}/mf-manifest.json`);
    await editorWorksFrom(page, first);
  });

  test('`npm run release:remote -- editor` builds and releases the current editor; the manifest points at it', async ({
    dataDir,
    request,
  }) => {
    const out = releaseRemote(dataDir, 'editor');
    second = /now points at (\S+) \(was (\S+)\)/.exec(out)?.[1] as string;
    expect(out).toContain(`now points at ${second} (was ${first})`);
    expect(second, 'a release id of its own').not.toBe(first);
    expect(await editorEntry(request)).toBe(`/remotes/editor/releases/${second}/mf-manifest.json`);
    await editorWorksFrom(page, second);
  });

  test('a release is never rewritten: the same build again changes nothing', async ({ dataDir, request }) => {
    const out = releaseRemote(dataDir, 'editor', '--dist', editorDist);
    expect(out).toContain(`${second} is in the store already`);
    expect(out).toContain('nothing changed');
    expect(await editorEntry(request)).toBe(`/remotes/editor/releases/${second}/mf-manifest.json`);
  });

  test('--rollback points the manifest back at the previous release, which still works', async ({
    dataDir,
    request,
  }) => {
    expect(releaseRemote(dataDir, 'editor', '--rollback')).toContain(`rolled back editor: ${second} -> ${first}`);
    expect(await editorEntry(request)).toBe(`/remotes/editor/releases/${first}/mf-manifest.json`);
    await editorWorksFrom(page, first);
    const list = releaseRemote(dataDir, 'editor', '--list');
    expect(list).toMatch(new RegExp(`^live +${first} `, 'm'));
    expect(list).toMatch(new RegExp(`^ +${second} `, 'm'));
  });
});

/** The profile and the subscription work, and the account's code came from this release. */
const accountWorksFrom = (page: Page, id: string) => worksFrom(page, 'account', id, accountWorks);

/**
 * The account remote (decision 0057) ships alone: its releases and its rollback move its own entry of /remotes.json
 * and nothing else, and the shell's page is the same file throughout.
 */
test.describe.serial('releasing the account remote alone and rolling it back', () => {
  let page: Page;
  let errors: Error[];
  let others: Record<string, string>;
  let shellPage: string;
  let first: string;
  let second: string;

  const othersOf = (remotes: Record<string, string>) =>
    Object.fromEntries(Object.entries(remotes).filter(([name]) => name !== 'account'));

  test.beforeAll(async ({ browser, dataDir, request }) => {
    process.env.E2E_DATA_DIR = dataDir;
    page = await browser.newPage();
    errors = pageErrors(page);
    await signInAsPremium(page, 'release-account');
    others = othersOf(await remotesManifest(request));
    shellPage = await (await request.get('/profile', { headers: { Accept: 'text/html' } })).text();
  });

  test.afterAll(async ({ request }) => {
    expect(othersOf(await remotesManifest(request)), 'the other remotes are where they were').toEqual(others);
    expect(await (await request.get('/profile', { headers: { Accept: 'text/html' } })).text()).toBe(shellPage);
    expect(errors.map(String)).toEqual([]);
    await page.close();
  });

  test('a release of an account build (--dist) moves the account entry alone', async ({ dataDir, request }) => {
    const out = releaseRemote(dataDir, 'account', '--dist', anotherBuildOf('account', dataDir));
    first = /now points at (\S+)/.exec(out)?.[1] as string;
    expect(first, out).toMatch(/^[\w.+-]+-[0-9a-f]{10}$/);
    const remotes = await remotesManifest(request);
    expect(remotes.account).toBe(`/remotes/account/releases/${first}/mf-manifest.json`);
    expect(othersOf(remotes)).toEqual(others);
    await accountWorksFrom(page, first);
  });

  test('`npm run release:remote -- account` builds and releases the current account', async ({ dataDir, request }) => {
    const out = releaseRemote(dataDir, 'account');
    second = /now points at (\S+) \(was (\S+)\)/.exec(out)?.[1] as string;
    expect(out).toContain(`now points at ${second} (was ${first})`);
    expect(second, 'a release id of its own').not.toBe(first);
    expect((await remotesManifest(request)).account).toBe(`/remotes/account/releases/${second}/mf-manifest.json`);
    await accountWorksFrom(page, second);
  });

  test('--rollback points the account back at its previous release alone', async ({ dataDir, request }) => {
    expect(releaseRemote(dataDir, 'account', '--rollback')).toContain(`rolled back account: ${second} -> ${first}`);
    const remotes = await remotesManifest(request);
    expect(remotes.account).toBe(`/remotes/account/releases/${first}/mf-manifest.json`);
    expect(othersOf(remotes)).toEqual(others);
    await accountWorksFrom(page, first);
  });
});
