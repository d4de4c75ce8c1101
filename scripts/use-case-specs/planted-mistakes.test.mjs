// The use-case spec check must fail on what it exists to catch. Each case copies backend/src/modules to a temporary
// folder, plants one mistake, runs scripts/check-use-case-specs.mjs on the copy and expects exit 1 naming the file.
// `node --test scripts/use-case-specs/` (npm test runs it right after the check itself).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const check = (modules) =>
  spawnSync(process.execPath, ['scripts/check-use-case-specs.mjs', '--modules', modules], {
    cwd: root,
    encoding: 'utf8',
  });

/** A copy of the modules with `files` written into it (paths relative to modules/), checked. */
function checkWithPlant(files) {
  const copy = mkdtempSync(join(tmpdir(), 'use-case-specs-'));
  try {
    cpSync(join(root, 'backend/src/modules'), copy, { recursive: true });
    for (const [path, text] of Object.entries(files)) writeFileSync(join(copy, path), text);
    return check(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const PLANTED = 'export class PlantedThing {}\n';

describe('the use-case spec check', () => {
  it('passes on the tree as it is', () => {
    const { status, stdout, stderr } = check(join(root, 'backend/src/modules'));
    assert.equal(status, 0, stderr);
    assert.match(stdout, /use cases, each with a unit spec beside it/);
  });

  it('fails on a use case without a spec beside it, naming it', () => {
    const { status, stderr } = checkWithPlant({ 'sharing/application/planted-thing.use-case.ts': PLANTED });
    assert.equal(status, 1, 'the check passed with a use case without a spec');
    assert.match(stderr, /sharing\/application\/planted-thing\.use-case\.ts: no planted-thing\.use-case\.spec\.ts/);
  });

  it('fails on a spec that does not import its use case', () => {
    const { status, stderr } = checkWithPlant({
      'billing/application/planted-thing.use-case.ts': PLANTED,
      'billing/application/planted-thing.use-case.spec.ts': "it('passes', () => undefined);\n",
    });
    assert.equal(status, 1, 'the check passed with a spec that never loads its use case');
    assert.match(stderr, /planted-thing\.use-case\.spec\.ts does not import '\.\/planted-thing\.use-case'/);
  });

  it('accepts a planted use case once its spec imports it', () => {
    const { status, stderr } = checkWithPlant({
      'billing/application/planted-thing.use-case.ts': PLANTED,
      'billing/application/planted-thing.use-case.spec.ts':
        "import { PlantedThing } from './planted-thing.use-case';\n",
    });
    assert.equal(status, 0, stderr);
  });
});
