import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

/**
 * The layer rule dependency-cruiser cannot check (docs/decisions/0018-read-models-and-presenters.md): SQL names
 * tables in strings, not imports. Outside a read model (adapters/out/read-models/*.read-model.ts) no file of a module
 * may name another module's table in SQL text or as a query builder's table. Each module's tables are the names of
 * its @Entity('...') decorators.
 */
const MODULES_DIR = __dirname;
const SQL_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+[`"']?(\w+)/gi;
const BUILDER_TABLE_METHOD = /^(?:from|into|update|\w*[jJ]oin\w*)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const modules = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ name: entry.name, files: sourceFiles(join(MODULES_DIR, entry.name)) }));

function tablesOf(files: string[]): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/@Entity\(\s*['"`](\w+)['"`]/g)].map((match) => match[1]),
  );
}

const owner = new Map(modules.flatMap((m) => tablesOf(m.files).map((table) => [table, m.name] as const)));

/** The table names a file's strings put after an SQL keyword, and the tables it hands a query builder. */
function tablesNamedIn(source: string): string[] {
  const file = ts.createSourceFile('x.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const named: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      texts.push(node.text);
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      BUILDER_TABLE_METHOD.test(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      named.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  // One text, so that SQL built from pieces ('... JOIN ' + 'users u') reads as written.
  for (const match of texts.join(' ').matchAll(SQL_TABLE)) named.push(match[1]);
  return named;
}

describe("other modules' tables", () => {
  it('knows the tables of the modules that have some', () => {
    expect(owner.get('users')).toBe('identity');
    expect(owner.get('share_links')).toBe('sharing');
  });

  it('finds a table in SQL text, in SQL built from pieces and in a query builder call', () => {
    expect(tablesNamedIn(`const q = 'SELECT 1 FROM users u LEFT JOIN ' + "filters f";`)).toEqual(['users', 'filters']);
    expect(tablesNamedIn('db.createQueryBuilder().update(`templates`).set({})')).toEqual(['templates']);
    expect(tablesNamedIn("// SELECT * FROM users in a comment\nconst s = 'skills';")).toEqual([]);
  });

  it.each(modules.map((m) => [m.name, m.files] as const))('in %s, only read models name them', (name, files) => {
    const trespasses = files
      .filter((file) => !/\/adapters\/out\/read-models\/[^/]+\.read-model\.ts$/.test(file))
      .flatMap((file) =>
        tablesNamedIn(readFileSync(file, 'utf8'))
          .filter((table) => owner.has(table) && owner.get(table) !== name)
          .map((table) => `${relative(MODULES_DIR, file)} names ${owner.get(table)}'s table ${table}`),
      );
    expect(trespasses).toEqual([]);
  });
});
