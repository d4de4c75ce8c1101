import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import type { Answer, AnswerSchemas, JsonSchema } from '../answer-schemas';

const BACKEND = join(__dirname, '..', '..', '..', '..', '..');
const REPO = join(BACKEND, '..');
const CONTRACTS = join(REPO, 'contracts', 'src', 'index.ts');

/**
 * Routes whose handler writes its answer (@Res(): ETags and 304, files, redirects) or reads an untyped body: what
 * they answer or take, by the contracts' type names. GET /api/domain-resume is served on a person's own host by
 * rewriting to one of the other two (host-routing.ts), so it has no controller of its own.
 */
const WRITTEN: Record<string, { json?: string[]; file?: string; redirect?: string }> = {
  'GET /api/resume/shared/{shareableId}': { json: ['SharedResumeResponse'] },
  'GET /api/resume/{username}': { json: ['PublicResumeResponse'] },
  'GET /api/domain-resume': { json: ['PublicResumeResponse', 'SharedResumeResponse'] },
  'POST /api/generate-pdf': { file: 'application/pdf' },
  'POST /api/pdf-preview': { file: 'application/pdf' },
  'GET /s/{id}/pdf': { file: 'application/pdf' },
  'GET /s/{id}/card.png': { file: 'image/png' },
  'GET /r/{username}/card.png': { file: 'image/png' },
  'GET /api/applications/export.csv': { file: 'text/csv' },
  'GET /api/auth/linkedin': { redirect: "To LinkedIn's consent page (or the development simulation)." },
  'GET /api/auth/linkedin/callback': { redirect: "To the editor's LinkedIn result page." },
};
const BODIES: Record<string, string> = { 'POST /api/resume/import/json-resume': 'JsonResume' };
/** Every error answer's body (the error catalogue's code and message). */
const ERROR_BODY = 'ApiErrorBody';
/**
 * Types (by the name a property is declared with) written as a plain schema instead of their members: the error codes
 * change with every feature and live in one catalogue the frontends share, so the document points there rather than
 * going stale with each new code.
 */
const OPAQUE: Record<string, JsonSchema> = {
  ErrorCode: { type: 'string', description: 'A code of the error catalogue (contracts/src/errors/error-codes.ts).' },
};

/** The controllers: every *.controller.ts under backend/src (modules' adapters/in and health). */
function controllerFiles(dir = join(BACKEND, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(path);
    return entry.name.endsWith('.controller.ts') ? [path] : [];
  });
}

type Controller = abstract new (...args: never[]) => object;

const toArray = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value ?? '')]);

/** `api/experiences` + `:id` -> `/api/experiences/{id}`, as @nestjs/swagger writes paths. */
function openApiPath(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .map((segment) => segment.replace(/^:(\w+)$/, '{$1}'))
    .join('/');
  return `/${joined}`;
}

/** Every route the controller class serves, by method name: `GET /api/user` and the like. */
function routesOf(controller: Controller): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  const bases = toArray(Reflect.getMetadata(PATH_METADATA, controller));
  for (let proto = controller.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = Object.getOwnPropertyDescriptor(proto, name)?.value as unknown;
      if (typeof handler !== 'function' || routes.has(name)) continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const paths = toArray(Reflect.getMetadata(PATH_METADATA, handler));
      routes.set(
        name,
        bases.flatMap((base) => paths.map((path) => `${RequestMethod[method]} ${openApiPath(base, path)}`)),
      );
    }
  }
  return routes;
}

function createProgram(files: string[]): ts.Program {
  const configFile = join(BACKEND, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
  return ts.createProgram(files, { ...parsed.options, noEmit: true });
}

/** Turns checker types into JSON Schemas (OpenAPI 3.0 flavour), the project's named types into components. */
class SchemaWriter {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly names = new Map<ts.Type, string>();

  constructor(private readonly checker: ts.TypeChecker) {}

  schema(type: ts.Type, depth = 0): JsonSchema {
    if (depth > 20) return {};
    const name = this.componentName(type);
    if (name) return { $ref: `#/components/schemas/${name}` };
    return this.inline(type, depth);
  }

  private ourDeclaration(symbol: ts.Symbol | undefined): boolean {
    const file = symbol?.declarations?.[0]?.getSourceFile().fileName;
    return (
      !!file && !file.includes(`${sep}node_modules${sep}`) && !file.includes('/node_modules/') && file.startsWith(REPO)
    );
  }

  /** Interfaces and aliases of the contracts and the backend, without type arguments, are named schemas. */
  private componentName(type: ts.Type): string | null {
    const known = this.names.get(type);
    if (known) return known;
    let symbol: ts.Symbol | undefined;
    if (type.aliasSymbol && !type.aliasTypeArguments?.length) symbol = type.aliasSymbol;
    else if (
      !type.aliasSymbol &&
      type.symbol &&
      type.symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class) &&
      !(type.flags & ts.TypeFlags.Union) &&
      !(
        (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference &&
        this.checker.getTypeArguments(type as ts.TypeReference).length
      )
    )
      symbol = type.symbol;
    if (!symbol || !this.ourDeclaration(symbol)) return null;
    let name = symbol.name;
    for (let n = 2; this.schemas[name] && ![...this.names.entries()].some(([t, v]) => v === name && t === type); n++)
      name = `${symbol.name}${n}`;
    this.names.set(type, name);
    this.schemas[name] = {};
    const body = this.inline(type, 0);
    const description = ts.displayPartsToString(symbol.getDocumentationComment(this.checker)).trim();
    this.schemas[name] = description ? { description, ...body } : body;
    return name;
  }

  private inline(type: ts.Type, depth: number): JsonSchema {
    const { checker } = this;
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
    if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [checker.typeToString(type) === 'true'] };
    if (f & ts.TypeFlags.String || f & ts.TypeFlags.TemplateLiteral) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.Null) return { nullable: true };
    if (type.isUnion()) return this.union(type.types, depth);
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const args = checker.getTypeArguments(type as ts.TypeReference);
      const items = checker.isTupleType(type) ? this.union([...args], depth) : this.schema(args[0], depth + 1);
      return { type: 'array', items };
    }
    const symbolName = type.getSymbol()?.getName();
    if (symbolName === 'Date') return { type: 'string', format: 'date-time' };
    if (symbolName === 'Buffer' || symbolName === 'Uint8Array') return { type: 'string', format: 'binary' };
    return this.object(type, depth);
  }

  private union(types: readonly ts.Type[], depth: number): JsonSchema {
    const present = types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const nullable = present.some((t) => t.flags & ts.TypeFlags.Null);
    const rest = present.filter((t) => !(t.flags & ts.TypeFlags.Null));
    const withNull = (schema: JsonSchema): JsonSchema => (nullable ? { ...schema, nullable: true } : schema);
    if (!rest.length) return { nullable: true };
    if (rest.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) return withNull({ type: 'boolean' });
    if (rest.every((t) => t.flags & ts.TypeFlags.StringLiteral))
      return withNull({ type: 'string', enum: rest.map((t) => (t as ts.StringLiteralType).value) });
    if (rest.every((t) => t.flags & ts.TypeFlags.NumberLiteral))
      return withNull({ type: 'number', enum: rest.map((t) => (t as ts.NumberLiteralType).value) });
    if (rest.length === 1) {
      const one = this.schema(rest[0], depth + 1);
      return nullable ? (one.$ref ? { allOf: [one], nullable: true } : { ...one, nullable: true }) : one;
    }
    return withNull({ oneOf: rest.map((t) => this.schema(t, depth + 1)) });
  }

  private object(type: ts.Type, depth: number): JsonSchema {
    const { checker } = this;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const declared = property.valueDeclaration;
      const typeNode = declared && ts.isPropertySignature(declared) ? declared.type : undefined;
      const opaque = typeNode && ts.isTypeReferenceNode(typeNode) ? OPAQUE[typeNode.typeName.getText()] : undefined;
      if (opaque) {
        properties[property.name] = opaque;
        if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name);
        continue;
      }
      const propertyType = checker.getTypeOfSymbol(property);
      if (propertyType.getCallSignatures().length && !propertyType.getProperties().length) continue;
      const schema = this.schema(propertyType, depth + 1);
      const description = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
      properties[property.name] = description && !schema.$ref ? { ...schema, description } : schema;
      if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name);
    }
    const index = checker.getIndexInfosOfType(type)[0];
    return {
      type: 'object',
      ...(Object.keys(properties).length ? { properties } : {}),
      ...(required.length ? { required } : {}),
      ...(index ? { additionalProperties: this.schema(index.type, depth + 1) } : {}),
    };
  }
}

/**
 * The answer of every route from the controllers' declared return types (Promise unwrapped), as JSON Schemas with
 * the contracts' interfaces as named components. Runs under jest (it loads the controllers to read their routes);
 * the OpenAPI test compares its result with answer-schemas.json and UPDATE_OPENAPI=1 rewrites that file.
 */
export async function generateAnswerSchemas(): Promise<AnswerSchemas> {
  const files = controllerFiles();
  const program = createProgram([...files, CONTRACTS]);
  const checker = program.getTypeChecker();
  const writer = new SchemaWriter(checker);
  const contracts = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(CONTRACTS)!)!);
  const named = (name: string): JsonSchema => {
    let symbol = contracts.find((s) => s.name === name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    if (!symbol) throw new Error(`${name} is not exported by the contracts`);
    return writer.schema(checker.getDeclaredTypeOfSymbol(symbol));
  };
  const json = (schema: JsonSchema): Answer => ({ content: { 'application/json': { schema } } });
  const answers: AnswerSchemas['answers'] = {};
  for (const file of files) {
    const runtime = (await import(file)) as Record<string, unknown>;
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!source || !moduleSymbol) throw new Error(`${relative(REPO, file)}: not in the program`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const controller = runtime[exported.name];
      if (typeof controller !== 'function' || !Reflect.hasMetadata(PATH_METADATA, controller)) continue;
      const classType = checker.getTypeOfSymbolAtLocation(exported, source);
      const instance = classType.getConstructSignatures()[0]?.getReturnType();
      if (!instance) continue;
      for (const [method, routes] of routesOf(controller as Controller)) {
        const member = instance.getProperty(method);
        const signature = member && checker.getTypeOfSymbol(member).getCallSignatures()[0];
        if (!signature) throw new Error(`${exported.name}.${method}: no signature`);
        const returned = signature.getReturnType();
        const answer = checker.getAwaitedType(returned) ?? returned;
        const none = answer.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined);
        for (const route of routes) answers[route] = none ? null : json(writer.schema(answer));
      }
    }
  }
  for (const [route, { json: types, file, redirect }] of Object.entries(WRITTEN)) {
    if (types) answers[route] = json(types.length === 1 ? named(types[0]) : { oneOf: types.map(named) });
    if (file) answers[route] = { content: { [file]: { schema: { type: 'string', format: 'binary' } } } };
    if (redirect) answers[route] = { status: 302, description: redirect };
  }
  const bodies = Object.fromEntries(Object.entries(BODIES).map(([route, type]) => [route, named(type)]));
  const error = named(ERROR_BODY);
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return { answers: sorted(answers), bodies, error, schemas: sorted(writer.schemas) };
}
