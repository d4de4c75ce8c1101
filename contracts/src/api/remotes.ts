/**
 * The remotes manifest the deployment serves at /remotes.json. The shell fetches it at start-up,
 * so a remote can move or ship without rebuilding the shell.
 */
export interface RemotesManifest {
  /** Remote name -> URL of that remote's mf-manifest.json. */
  remotes: Record<string, string>;
}
export const REMOTES_MANIFEST_PATH = '/remotes.json';
export const REMOTE_NAMES = ['editor', 'shareManager', 'templateDesigner'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
