import { resolve } from 'node:path';
import { browser, dataDirFor, journeyConfig, port, productServer } from './server';
import { expectations, SKEW_REMOTES, type SkewOptions } from './compatibility';

/**
 * Version skew: the previous shell with the new remotes, and the new shell with the previous remotes, each served
 * by its own product (E2E_PORT and E2E_PORT+1). skew/run.mjs builds the N-1 apps and names them here.
 */
const oldShell = process.env.SKEW_OLD_SHELL_DIST;
const oldRemotes = process.env.SKEW_OLD_REMOTES_DIR;
if (!oldShell || !oldRemotes) {
  throw new Error('SKEW_OLD_SHELL_DIST/SKEW_OLD_REMOTES_DIR unset: run `npm run test:skew -w frontends/e2e`');
}
const newShell = resolve(__dirname, '../../shell/dist');
const newRemotes = resolve(__dirname, '../..');

const pairs: { name: string; shellDist: string; remotesDir: string }[] = [
  { name: 'old shell + new remotes', shellDist: oldShell, remotesDir: newRemotes },
  { name: 'new shell + old remotes', shellDist: newShell, remotesDir: oldRemotes },
];

export default journeyConfig('skew', {
  testMatch: 'skew.spec.ts',
  // One test signs in and opens the three remotes; in npm test it shares the cores with the backend suites (0032).
  timeout: 90_000,
  projects: pairs.map(({ name, shellDist, remotesDir }, i) => ({
    name,
    use: {
      ...browser,
      baseURL: `http://localhost:${port(i)}`,
      dataDir: dataDirFor(`skew-${i}`),
      shellDist,
      remotesDir,
      expected: expectations(shellDist, remotesDir, SKEW_REMOTES),
    } satisfies Record<string, unknown> & Partial<SkewOptions>,
  })),
  webServer: pairs.map(({ shellDist, remotesDir }, i) =>
    productServer(port(i), dataDirFor(`skew-${i}`), { SHELL_DIST_DIR: shellDist, REMOTES_DIST_DIR: remotesDir }),
  ),
});
