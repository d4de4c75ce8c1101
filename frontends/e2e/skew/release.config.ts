import { copyFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { browser, dataDirFor, journeyConfig, port, productServer } from './server';

/**
 * Release and rollback of a remote (npm run release:remote) against a product of its own on E2E_PORT: a copy of the
 * local remotes manifest and a fresh data folder (the release store), so the repository's manifest is never touched.
 */
const dataDir = dataDirFor('release');
export const manifestFile = join(dataDir, 'remotes.json');
if (!existsSync(manifestFile)) copyFileSync(resolve(__dirname, '../../../deploy/remotes/local.json'), manifestFile);

export default journeyConfig('release', {
  testMatch: 'release.spec.ts',
  // Two releases, one of them an Nx build: a cache hit after `npm run build`, minutes when the editor changed since.
  timeout: 600_000,
  projects: [{ name: 'release and rollback', use: { ...browser, baseURL: `http://localhost:${port(0)}`, dataDir } }],
  webServer: productServer(port(0), dataDir, { REMOTES_MANIFEST_FILE: manifestFile }),
});
