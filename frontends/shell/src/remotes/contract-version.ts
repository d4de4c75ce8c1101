/**
 * Whether a remote fits the shell it is loaded into. A remote is built against one version of the platform
 * singleton's API (its mf-manifest's `metaData.apiContractVersion`); the shell provides its own build's platform
 * (API_CONTRACT_VERSION). Semver as frontends/platform/README.md writes it: another major removed or changed what one
 * side relies on; a newer minor on the remote's side means it may use exports this shell's platform does not have.
 */
export type ContractFit =
  | { fits: true }
  /** The remote predates the shell's major (or states no version: built before versions were declared). */
  | { fits: false; outdated: 'remote'; remoteVersion: string | null }
  /** The remote was built against a newer platform than this shell provides. */
  | { fits: false; outdated: 'shell'; remoteVersion: string };

function parse(version: string): [number, number] | null {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

export function contractFit(shellVersion: string, remoteVersion: unknown): ContractFit {
  const shell = parse(shellVersion);
  if (!shell) throw new Error(`The shell's contract version "${shellVersion}" is not a semver version.`);
  const remote = typeof remoteVersion === 'string' ? parse(remoteVersion) : null;
  if (!remote) return { fits: false, outdated: 'remote', remoteVersion: null };
  const version = remoteVersion as string;
  const [shellMajor, shellMinor] = shell;
  const [remoteMajor, remoteMinor] = remote;
  if (remoteMajor < shellMajor) return { fits: false, outdated: 'remote', remoteVersion: version };
  if (remoteMajor > shellMajor || remoteMinor > shellMinor) {
    return { fits: false, outdated: 'shell', remoteVersion: version };
  }
  return { fits: true };
}

/**
 * The first contracts version: what every remote bundled before remotes stated one (CONTRACTS_VERSION came in at
 * 1.0.0 with the contracts as they were), so a manifest without it was built against major 1.
 */
const FIRST_CONTRACTS_VERSION = '1.0.0';

/**
 * Whether the contracts a remote bundled (the DTOs, the error catalogue and its messages: its mf-manifest's
 * `metaData.contractsVersion`) fit the shell's own copy (CONTRACTS_VERSION). Each side validates and words with its
 * own copy, so only a major change (a code or a field gone or meaning another thing) parts them; a newer minor on
 * either side adds what the other does not use.
 */
export function contractsFit(shellVersion: string, remoteVersion: unknown): ContractFit {
  const shell = parse(shellVersion);
  if (!shell) throw new Error(`The shell's contracts version "${shellVersion}" is not a semver version.`);
  const stated = remoteVersion === undefined ? FIRST_CONTRACTS_VERSION : remoteVersion;
  const remote = typeof stated === 'string' ? parse(stated) : null;
  if (!remote) return { fits: false, outdated: 'remote', remoteVersion: null };
  if (remote[0] < shell[0]) return { fits: false, outdated: 'remote', remoteVersion: stated as string };
  if (remote[0] > shell[0]) return { fits: false, outdated: 'shell', remoteVersion: stated as string };
  return { fits: true };
}
