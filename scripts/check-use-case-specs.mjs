#!/usr/bin/env node
// Every use case has a unit spec beside it (issue 29, docs/decisions/0056-a-spec-beside-every-use-case.md): for each
// backend/src/modules/*/application/**/x.use-case.ts, an x.use-case.spec.ts in the same folder that imports
// './x.use-case'. Lists every use case that breaks the rule and exits 1; no exceptions list.
// `node scripts/check-use-case-specs.mjs [--modules <folder>]` (npm test runs it with the house rules).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const flag = process.argv.indexOf('--modules');
const modules = flag > -1 ? process.argv[flag + 1] : join(root, 'backend/src/modules');

/** Every file under `folder`, recursively. */
function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

const useCases = [...filesUnder(modules)]
  .filter((path) => path.endsWith('.use-case.ts') && path.split('/').includes('application'))
  .sort();

const problems = [];
for (const useCase of useCases) {
  const name = basename(useCase, '.ts');
  const spec = join(dirname(useCase), `${name}.spec.ts`);
  const shown = relative(root, useCase);
  if (!existsSync(spec)) {
    problems.push(`${shown}: no ${name}.spec.ts beside it`);
    continue;
  }
  // A spec that never loads the use case proves nothing about it.
  const imports = new RegExp(`from ['"]\\./${name.replace(/\./g, '\\.')}['"]`);
  if (!imports.test(readFileSync(spec, 'utf8'))) problems.push(`${shown}: ${name}.spec.ts does not import './${name}'`);
}

if (problems.length > 0) {
  console.error(`✖ ${problems.length} of ${useCases.length} use cases without a unit spec beside them:`);
  for (const problem of problems) console.error(`    ${problem}`);
  console.error("  Write one with in-memory fakes of its ports (the module's application/testing/in-memory-ports.ts).");
  process.exit(1);
}
console.log(`✔ ${useCases.length} use cases, each with a unit spec beside it`);
