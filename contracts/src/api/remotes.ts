/**
 * The remotes manifest the deployment serves at /remotes.json. The shell fetches it at start-up,
 * so a remote can move or ship without rebuilding the shell.
 */
export interface RemotesManifest {
  /** Remote name -> URL of that remote's mf-manifest.json. */
  remotes: Record<string, string>;
}
export const REMOTES_MANIFEST_PATH = '/remotes.json';

/**
 * The version of the run-time contract between the shell and the remotes: the API of the @resume/platform singleton
 * the shell provides (frontends/platform/README.md says what makes a major, minor or patch change). It equals the
 * platform's package version (a platform spec checks). Each remote's mf-manifest.json states the version it was
 * built against under `metaData[CONTRACT_VERSION_META_KEY]`; the shell compares it before loading the remote.
 */
export const API_CONTRACT_VERSION = '1.3.0';
export const CONTRACT_VERSION_META_KEY = 'apiContractVersion';
