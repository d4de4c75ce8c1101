import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/** Writes beside the target and renames over it: a reader sees the old file or the new one, never half of one. */
export function writeJsonAtomically(file, value) {
  const temp = `${file}.tmp-${process.pid}`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, file);
}

export function readJson(file, fallback) {
  if (!existsSync(file)) return fallback;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Runs fn while holding `<file>.lock`: two releases of the same manifest at once would each write the manifest
 * from what they read, and one pointer would be lost.
 */
export function withLock(file, fn) {
  const lock = `${file}.lock`;
  let fd;
  try {
    fd = openSync(lock, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    throw new Error(`${lock} exists: another release is running (or one crashed; then delete the file)`);
  }
  try {
    writeFileSync(fd, String(process.pid));
    return fn();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}
