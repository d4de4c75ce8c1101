/**
 * The contracts' version follows their content: a digest of the error catalogue, the messages and the DTOs (their
 * code: comments and layout do not count) is recorded in ../version-history.json with the version it was
 * released as. A change to those sources without a new version fails here, with the entry to add.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import history from '../version-history.json';
import { CONTRACTS_VERSION } from './contracts-version';

const ROOT = join(__dirname, '..');
/** What a remote relies on of its copy of the contracts (limits.ts: the numbers the DTO rules and messages hold). */
const SOURCES = ['src/errors', 'src/dto', 'src/constants/limits.ts'];

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (path.endsWith('.ts')) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(relative(ROOT, join(full, entry.name))) : [join(full, entry.name)],
  );
}

/**
 * The file as the TypeScript printer writes it without comments, white space folded and no trailing commas: a comment
 * or a change of layout (prettier's) leaves it as it is.
 */
function code(text: string): string {
  const source = ts.createSourceFile('contract.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return ts
    .createPrinter({ removeComments: true })
    .printFile(source)
    .replace(/\s+/g, ' ')
    .replace(/,\s*([}\])])/g, ' $1');
}

function contractsDigest(): string {
  const hash = createHash('sha256');
  const sources = SOURCES.flatMap(files)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .sort();
  for (const file of sources) hash.update(`${relative(ROOT, file)}\n${code(readFileSync(file, 'utf8'))}\n`);
  return hash.digest('hex').slice(0, 16);
}

type Entry = { version: string; digest: string };
const versions = history as Entry[];
const parse = (v: string) => v.split('.').map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};

describe('contracts version', () => {
  it('is a semver version, the last one recorded in version-history.json', () => {
    expect(CONTRACTS_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(versions.at(-1)?.version).toBe(CONTRACTS_VERSION);
  });

  it('grows with each entry of the history (entries are added, never edited)', () => {
    for (let i = 1; i < versions.length; i++) {
      expect([versions[i - 1].version, newer(versions[i].version, versions[i - 1].version)]).toEqual([
        versions[i - 1].version,
        true,
      ]);
    }
  });

  it('changes with the error catalogue, the messages and the DTOs', () => {
    const digest = contractsDigest();
    const last = versions.at(-1)!;
    if (digest === last.digest) return;
    throw new Error(
      `The error catalogue, the messages or a DTO changed since contracts ${last.version}. Bump CONTRACTS_VERSION in ` +
        `contracts/src/contracts-version.ts (major: removed, renamed or stricter; minor: added; patch: reworded) ` +
        `and add to contracts/version-history.json: { "version": "<the new version>", "digest": "${digest}" }`,
    );
  });

  it('ignores comments and layout, not a changed word', () => {
    expect(code("/** The one. */\nconst a = { x: 'One.' }; // why")).toBe(
      code("const a = {\n  x: 'One.',\n}; /* other */"),
    );
    expect(code('const a = `${b} items`;')).not.toBe(code('const a = `${b} entries`;'));
  });
});
