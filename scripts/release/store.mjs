// The release store: DATA_DIR/releases/<remote>/<id>/ holds one released dist/ each, and <id>.json beside it says
// what it is. The backend serves the folders at /remotes/<remote>/releases/<id>/ (backend/src/web/web-assets.ts);
// the metadata stays out of them so it is never on the web.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeJsonAtomically } from './files.mjs';

/** Every file under dir, as paths relative to it, in a stable order. */
function filesUnder(dir) {
  const out = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** A short hash of the names and bytes of every file: the same build always gets the same release id. */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** What a remote's dist/ says about itself: its federation name (the manifest key) and its version. */
export function describeDist(distDir) {
  const manifestFile = join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestFile) || !existsSync(join(distDir, 'remoteEntry.js'))) {
    throw new Error(`${distDir} is not a remote's build: mf-manifest.json and remoteEntry.js are expected there`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (typeof manifest.name !== 'string' || typeof version !== 'string') {
    throw new Error(`${manifestFile} names no remote or version (metaData.buildInfo.buildVersion)`);
  }
  return { federationName: manifest.name, version };
}

export class ReleaseStore {
  constructor(dataDir) {
    this.root = join(dataDir, 'releases');
  }

  dir(remote, id) {
    return join(this.root, remote, id);
  }

  /**
   * Copies distDir in as `<version>-<hash>` unless that release exists already (a release is never rewritten).
   * The copy is made beside the final folder and renamed into place, so a half-copied release is never served.
   */
  add(remote, distDir, info) {
    const { federationName, version } = describeDist(distDir);
    const id = `${version}-${contentHash(distDir)}`;
    const target = this.dir(remote, id);
    if (existsSync(target)) return { id, federationName, created: false, meta: this.meta(remote, id) };
    mkdirSync(join(this.root, remote), { recursive: true });
    const incoming = join(this.root, remote, `.incoming-${id}-${process.pid}`);
    rmSync(incoming, { recursive: true, force: true });
    cpSync(distDir, incoming, { recursive: true, dereference: true });
    if (contentHash(incoming) !== id.slice(version.length + 1)) {
      rmSync(incoming, { recursive: true, force: true });
      throw new Error(`${distDir} changed while it was being copied (is a build running?); nothing was released`);
    }
    const meta = { id, remote, federationName, version, releasedAt: new Date().toISOString(), ...info };
    writeJsonAtomically(join(this.root, remote, `${id}.json`), meta);
    renameSync(incoming, target);
    return { id, federationName, created: true, meta };
  }

  meta(remote, id) {
    const file = join(this.root, remote, `${id}.json`);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { id, remote };
  }

  /** The remote's releases, oldest first. */
  list(remote) {
    const dir = join(this.root, remote);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => !name.startsWith('.') && statSync(join(dir, name)).isDirectory())
      .map((id) => this.meta(remote, id))
      .sort((a, b) => String(a.releasedAt ?? '').localeCompare(String(b.releasedAt ?? '')));
  }
}

/** The URL the remotes manifest lists for a release (same origin as the shell). */
export const releaseUrl = (remote, id) => `/remotes/${remote}/releases/${id}/mf-manifest.json`;

/** The release id in a manifest URL made by releaseUrl, or null for anything else (e.g. the current build). */
export function releaseIdOf(remote, url) {
  const prefix = `/remotes/${remote}/releases/`;
  if (typeof url !== 'string' || !url.startsWith(prefix)) return null;
  return url.slice(prefix.length).split('/')[0] || null;
}
