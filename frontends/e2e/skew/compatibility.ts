import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { contractFit, contractsFit } from '../../shell/src/remotes/contract-version';

/** The remotes whose screens the skew journey opens (frontends/<name>). */
export const SKEW_REMOTES = ['editor', 'share-manager', 'template-designer', 'account'];

/** Which builds a skew project's product serves, and what each remote's screen should show (skew.config.ts). */
export interface SkewOptions {
  shellDist: string;
  remotesDir: string;
  expected: Record<string, Expectation>;
}

/** What a user should see on a remote's screen with this shell: the screen, or the shell's 'needs an update' card. */
export type Expectation =
  | { outcome: 'works'; why: string }
  | { outcome: 'update card'; why: string }
  /** The pair does not fit and this (older) shell cannot tell: nothing a user sees is promised. */
  | { outcome: 'not checked'; why: string };

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const major = (version: string | null) => (version ? Number(version.split('.')[0]) : NaN);

/**
 * The platform contract a shell build provides, whether it checks remotes against it, the contracts version it
 * bundles (null before there was one) and the federation names it loads, from its source tree.
 */
function shellContract(shellDist: string) {
  const tree = resolve(shellDist, '../../..');
  const history = join(tree, 'contracts/version-history.json');
  const routes = readFileSync(join(tree, 'frontends/shell/src/App.tsx'), 'utf8');
  const loader = join(tree, 'frontends/shell/src/remotes/remote-loader.ts');
  return {
    // The contract version is the platform's version (a platform spec keeps API_CONTRACT_VERSION equal to it).
    version: readJson(join(tree, 'frontends/platform/package.json')).version as string,
    checks: existsSync(join(tree, 'frontends/shell/src/remotes/contract-version.ts')),
    // CONTRACTS_VERSION is the last entry of the history (a contracts spec keeps them equal); null when this shell
    // does not check it.
    contractsVersion:
      existsSync(history) && existsSync(loader) && readFileSync(loader, 'utf8').includes('contractsFit')
        ? ((readJson(history) as { version: string }[]).at(-1)?.version ?? null)
        : null,
    loads: (federationName: string) => routes.includes(`name="${federationName}"`),
  };
}

interface RemoteManifest {
  name: string;
  metaData?: { apiContractVersion?: string; contractsVersion?: string };
  shared?: { name: string; version: string }[];
}

/** The expectation for each remote in `remotesDir` (`<remote>/dist`) served with the shell in `shellDist`. */
export function expectations(shellDist: string, remotesDir: string, remotes: string[]): Record<string, Expectation> {
  const shell = shellContract(shellDist);
  const out: Record<string, Expectation> = {};
  for (const remote of remotes) {
    const manifest = readJson(join(remotesDir, remote, 'dist', 'mf-manifest.json')) as RemoteManifest;
    const stated = manifest.metaData?.apiContractVersion ?? null;
    const platform = manifest.shared?.find((s) => s.name === '@resume/platform')?.version ?? null;
    const pair = `shell platform ${shell.version}, ${remote} built for ${stated ?? `platform ${platform} (no contract stated)`}`;
    // A screen a remote took over from the shell (the account's, decision 0057): an older shell still draws its own.
    if (!shell.loads(manifest.name)) {
      out[remote] = { outcome: 'works', why: `${pair}: this shell predates the remote and shows its own screen` };
    } else if (shell.checks) {
      // The shell checks the bundled contracts too once it has a version of them (contractsFit, remote-loader.ts).
      const contracts = shell.contractsVersion
        ? contractsFit(shell.contractsVersion, manifest.metaData?.contractsVersion)
        : { fits: true };
      const contractsPair = `contracts ${shell.contractsVersion} and ${manifest.metaData?.contractsVersion ?? '(none)'}`;
      out[remote] =
        contractFit(shell.version, stated).fits && contracts.fits
          ? { outcome: 'works', why: `${pair}, ${contractsPair}: fits` }
          : { outcome: 'update card', why: `${pair}, ${contractsPair}: does not fit, the shell says so` };
    } else {
      out[remote] =
        major(shell.version) === major(stated ?? platform)
          ? { outcome: 'works', why: `${pair}: same major (this shell predates the contract check)` }
          : { outcome: 'not checked', why: `${pair}: majors differ and this shell predates the contract check` };
    }
  }
  return out;
}
