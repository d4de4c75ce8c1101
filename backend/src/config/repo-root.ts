import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository root, found by walking up from this file to the folder holding nx.json, so it is the same
 * whether the code runs from backend/src (jest) or backend/dist (node).
 */
export function findRepoRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return join(__dirname, '..', '..', '..');
    dir = parent;
  }
}
