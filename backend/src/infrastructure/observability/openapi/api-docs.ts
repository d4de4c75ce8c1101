import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type PathItemObject,
} from '@nestjs/swagger';
import { API_CONTRACT_VERSION, SESSION_COOKIE } from '@resume/contracts';
import { ANSWER_SCHEMAS, type Answer } from './answer-schemas';
import { describeValidatedDtos } from './validated-dto-properties';

export const API_DOCS = { ui: '/api/docs', json: '/api/docs-json' } as const;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;
/** The JSON API and the probes; the server-rendered pages (/r/..., /s/...) answer HTML and are no API. */
const DOCUMENTED = /^\/(api|health)\//;

/** The answer Nest gives (201 for POST, @HttpCode otherwise) with its schema, or the handler's own (a redirect). */
function withAnswer(operation: OperationObject, answer: Answer | null | undefined): void {
  if (answer === undefined) return;
  const [status] = Object.keys(operation.responses).filter((code) => code.startsWith('2'));
  if (answer?.status) {
    delete operation.responses[status];
    operation.responses[String(answer.status)] = { description: answer.description ?? '' };
    return;
  }
  if (status && answer?.content) operation.responses[status] = { description: '', content: answer.content };
}

/** Query parameters a handler reads without a type @nestjs/swagger can describe (`@Query('code') code: unknown`). */
const QUERIES: Record<string, [name: string, description: string][]> = {
  'GET /api/resume/shared/{shareableId}': [['code', "The link's security code, when it has one (403 requiresCode)"]],
};

const query = (name: string, description: string) => ({
  name,
  in: 'query' as const,
  required: false,
  description,
  schema: { type: 'string' as const },
});

/** GET /api/domain-resume has no controller: a person's host rewrites it to the public or shared resume route. */
function domainResumePath(): PathItemObject {
  return {
    get: {
      operationId: 'DomainResume_get',
      summary: "The resume a person's subdomain or custom domain serves (only on that host).",
      tags: ['DomainResume'],
      parameters: [query('shareId', 'One of their share links'), query('code', "The link's security code")],
      responses: { '200': { description: '' } },
    },
  };
}

/**
 * The OpenAPI document from the controllers (@nestjs/swagger reads routes, parameters and body classes), the DTOs'
 * class-validator checks (request schemas) and the generated answer schemas (the controllers' return types and
 * the contracts' interfaces): docs/decisions/0029-observability.md.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  describeValidatedDtos();
  const config = new DocumentBuilder()
    .setTitle('Resume Builder API')
    .setDescription(
      `The calls the frontends make (product spec section 7). Signed-in calls send the ${SESSION_COOKIE} cookie set by ` +
        'POST /api/auth/verify-magic-link; writes from a browser need a same-origin Origin header. Every error ' +
        'answers { code, message } from the error catalogue.',
    )
    .setVersion(API_CONTRACT_VERSION)
    .addCookieAuth(SESSION_COOKIE)
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const paths: Record<string, PathItemObject> = {};
  for (const [path, item] of Object.entries(document.paths)) if (DOCUMENTED.test(path)) paths[path] = item;
  paths['/api/domain-resume'] = domainResumePath();
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const route = `${method.toUpperCase()} ${path}`;
      withAnswer(operation, ANSWER_SCHEMAS.answers[route]);
      const declared = new Set((operation.parameters ?? []).map((p) => ('name' in p ? p.name : '')));
      const queries = (QUERIES[route] ?? []).filter(([name]) => !declared.has(name));
      if (queries.length)
        operation.parameters = [...(operation.parameters ?? []), ...queries.map(([n, d]) => query(n, d))];
      const body = ANSWER_SCHEMAS.bodies[route];
      if (body && !operation.requestBody)
        operation.requestBody = { required: true, content: { 'application/json': { schema: body } } };
      operation.responses.default = {
        description: 'An error: its code and message',
        content: { 'application/json': { schema: ANSWER_SCHEMAS.error } },
      };
      // The five section controllers are one class: tell their operations apart by section.
      const section = /^\/api\/([a-z-]+)/.exec(path)?.[1] ?? '';
      if (operationIds.has(operation.operationId ?? '')) operation.operationId = `${operation.operationId}_${section}`;
      if (operation.tags?.[0] === 'Section') operation.tags = [section];
      operationIds.add(operation.operationId ?? '');
    }
  }
  document.paths = paths;
  document.components = {
    ...document.components,
    schemas: { ...ANSWER_SCHEMAS.schemas, ...document.components?.schemas },
  };
  return document;
}

/** Swagger UI at /api/docs and the document at /api/docs-json, built on first request. */
export function mountApiDocs(app: INestApplication): void {
  let document: OpenAPIObject | null = null;
  SwaggerModule.setup(API_DOCS.ui.slice(1), app, () => (document ??= buildApiDocument(app)), {
    jsonDocumentUrl: API_DOCS.json.slice(1),
    raw: ['json'],
  });
}
