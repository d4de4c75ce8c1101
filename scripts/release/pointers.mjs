// Where the remotes manifest points each remote, and the pointers it had before: `<manifest>.history.json` beside
// the manifest keeps, per remote, the pointer last set by this script and a stack of earlier ones, so a rollback
// returns to exactly the previous pointer (a release, or the plain build it replaced).
import { readJson, withLock, writeJsonAtomically } from './files.mjs';

const historyFile = (manifestFile) => `${manifestFile}.history.json`;

function readManifest(manifestFile) {
  const manifest = readJson(manifestFile, null);
  if (!manifest || typeof manifest.remotes !== 'object') {
    throw new Error(`${manifestFile} is not a remotes manifest ({ "remotes": { "<name>": "<url>" } })`);
  }
  return manifest;
}

export function currentPointer(manifestFile, key) {
  return readManifest(manifestFile).remotes[key] ?? null;
}

/** The remote's history entry: { key, current, previous: [...older pointers, newest last], log: [...] }. */
export function historyOf(manifestFile, remote) {
  return readJson(historyFile(manifestFile), {})[remote] ?? null;
}

function change(manifestFile, remote, decide) {
  return withLock(manifestFile, () => {
    const manifest = readManifest(manifestFile);
    const histories = readJson(historyFile(manifestFile), {});
    const history = histories[remote] ?? { key: null, current: null, previous: [], log: [] };
    const result = decide(manifest, history);
    if (!result.changed) return result;
    histories[remote] = history;
    // The history first: a crash between the two writes leaves a history that still knows the live pointer.
    writeJsonAtomically(historyFile(manifestFile), histories);
    writeJsonAtomically(manifestFile, manifest);
    return result;
  });
}

/** Points manifest key `key` of `remote` at url, remembering the pointer it replaces. */
export function pointAt(manifestFile, remote, key, url) {
  return change(manifestFile, remote, (manifest, history) => {
    const from = manifest.remotes[key] ?? null;
    if (from === url) return { changed: false, from, to: url };
    if (from !== null) history.previous.push(from);
    history.key = key;
    history.current = url;
    history.log.push({ at: new Date().toISOString(), action: 'release', from, to: url });
    manifest.remotes[key] = url;
    return { changed: true, from, to: url };
  });
}

/** Points the remote back at the pointer it had before the last release (refused if the manifest was hand-edited). */
export function pointBack(manifestFile, remote) {
  return change(manifestFile, remote, (manifest, history) => {
    if (!history.key || history.previous.length === 0) {
      throw new Error(`no earlier release of ${remote} to roll back to (${historyFile(manifestFile)})`);
    }
    const from = manifest.remotes[history.key] ?? null;
    if (from !== history.current) {
      throw new Error(
        `${manifestFile} points ${history.key} at ${from}, but the last release set ${history.current}: ` +
          'it was changed by hand, so the history no longer says what came before; fix the manifest by hand',
      );
    }
    const to = history.previous.pop();
    history.current = to;
    history.log.push({ at: new Date().toISOString(), action: 'rollback', from, to });
    manifest.remotes[history.key] = to;
    return { changed: true, from, to };
  });
}
