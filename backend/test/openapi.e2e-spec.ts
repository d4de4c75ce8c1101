import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_PATHS,
  BILLING_API,
  DOMAINS_API,
  LINKEDIN_API,
  PDF_API,
  RESUME_API,
  SHARING_API,
  TAILORING_API,
} from '@resume/contracts';
import type { ResumeSection } from '@resume/contracts';
import { ANSWER_SCHEMAS } from '../src/infrastructure/observability/openapi/answer-schemas';
import { generateAnswerSchemas } from '../src/infrastructure/observability/openapi/testing/answer-schemas.generator';
import { TestApp } from './support/test-app';

/** What a call answers (spec 7): JSON, nothing (204), the PDF file, or a redirect (browser navigation). */
type Answer = 'json' | 'none' | 'pdf' | 'redirect';
interface Call {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  /** Whether the call sends a body (spec 7's payload; "empty object" and "none" are no body). */
  body: boolean;
  answer: Answer;
}

/** A path of the contracts with `{param}` placeholders, as OpenAPI writes them. */
const template = (path: string) => decodeURIComponent(path.split('?')[0]);
const call = (method: Call['method'], path: string, body: boolean, answer: Answer = 'json'): Call => ({
  method,
  path: template(path),
  body,
  answer,
});
const sections = (list: ResumeSection[], make: (section: ResumeSection) => Call) => list.map(make);

/** Product spec section 7, "The calls it makes", row by row, with the contracts' paths. */
const CALL_TABLE: Call[] = [
  call('get', API_PATHS.user, false),
  call('post', API_PATHS.logout, false),
  call('get', API_PATHS.completeResume, false),
  call('patch', API_PATHS.user, true),
  call('patch', RESUME_API.resume, true),
  ...sections(['experiences', 'education', 'projects', 'certifications'], (s) =>
    call('post', RESUME_API.section(s), true),
  ),
  call('post', RESUME_API.section('skills'), true),
  ...sections(['experiences', 'education', 'projects', 'certifications'], (s) =>
    call('patch', RESUME_API.item(s, '{id}'), true),
  ),
  ...sections(['experiences', 'education', 'skills', 'projects', 'certifications'], (s) =>
    call('delete', RESUME_API.item(s, '{id}'), false, 'none'),
  ),
  call('get', TAILORING_API.filters, false),
  call('post', TAILORING_API.filters, true),
  call('patch', TAILORING_API.filter('{id}'), true),
  call('delete', TAILORING_API.filter('{id}'), false, 'none'),
  call('get', TAILORING_API.templates, false),
  call('get', TAILORING_API.presets, false),
  call('post', TAILORING_API.templates, true),
  call('post', PDF_API.generatePdf, true, 'pdf'),
  call('get', SHARING_API.sharedResume('{shareableId}'), false),
  call('get', SHARING_API.publicResume('{username}'), false),
  call('get', TAILORING_API.filteredResume('{filterId}'), false),
  call('get', DOMAINS_API.domainResume, false),
  call('get', SHARING_API.shareLinks, false),
  call('post', SHARING_API.shareLinks, true),
  call('patch', SHARING_API.shareLink('{id}'), true),
  call('delete', SHARING_API.shareLink('{id}'), false, 'none'),
  call('post', API_PATHS.magicLink, true),
  call('post', API_PATHS.verifyMagicLink, true),
  call('get', LINKEDIN_API.connect, false, 'redirect'),
  call('post', LINKEDIN_API.syncProfile, true),
  call('post', LINKEDIN_API.devConnect, true),
  call('post', LINKEDIN_API.devImport, false),
  call('post', BILLING_API.createCheckout, true),
  call('post', BILLING_API.customerPortal, true),
];

type Schema = { $ref?: string; type?: string; items?: Schema; oneOf?: Schema[]; properties?: object };
type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  parameters?: { name: string; in: string }[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** Every `$ref` anywhere in the document. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  return found;
}

describe('OpenAPI document', () => {
  let app: TestApp;
  let document: Document;

  beforeAll(async () => {
    app = await new TestApp({ name: 'sql.js', database: 'sqljs', redis: false }).start();
    const res = await app.http().get('/api/docs-json').expect(200);
    document = res.body as Document;
  });
  afterAll(() => app?.stop());

  const component = (ref: string | undefined) => document.components.schemas[(ref ?? '').split('/').pop() ?? ''];
  /** A named schema with content: an object's properties, an array's item type, or one of several. */
  const describes = (schema: Schema | undefined): boolean => {
    if (!schema) return false;
    if (schema.$ref) return describes(component(schema.$ref));
    if (schema.oneOf) return schema.oneOf.every(describes);
    if (schema.type === 'array') return describes(schema.items);
    return Object.keys(schema.properties ?? {}).length > 0;
  };

  it.each(CALL_TABLE.map((c) => [`${c.method.toUpperCase()} ${c.path}`, c] as const))(
    '%s is documented with its request and answer types',
    (_name, { method, path, body, answer }) => {
      const operation = document.paths[path]?.[method];
      expect(operation).toBeDefined();
      if (body) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        expect(schema?.$ref).toMatch(/^#\/components\/schemas\//);
        expect(describes(schema)).toBe(true);
      }
      const success = Object.entries(operation.responses).filter(([status]) => /^2/.test(status));
      if (answer === 'redirect') {
        expect(Object.keys(operation.responses)).toContain('302');
        return;
      }
      expect(success).toHaveLength(1);
      const [status, response] = success[0];
      if (answer === 'none') {
        expect(status).toBe('204');
        expect(response.content).toBeUndefined();
      } else if (answer === 'pdf') {
        expect(response.content?.['application/pdf']?.schema).toEqual({ type: 'string', format: 'binary' });
      } else {
        const schema = response.content?.['application/json']?.schema;
        expect(JSON.stringify(schema)).toContain('#/components/schemas/');
        expect(describes(schema)).toBe(true);
      }
    },
  );

  it('says what an error answers and resolves every schema it refers to', () => {
    expect(document.paths[API_PATHS.user].get.responses.default.content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiErrorBody',
    });
    expect(component('ApiErrorBody').properties).toEqual(
      expect.objectContaining({ code: expect.anything(), message: expect.anything() }),
    );
    const missing = [...new Set(refsIn(document))].filter((ref) => !component(ref));
    expect(missing).toEqual([]);
  });

  it('takes request schemas from the DTOs’ validation (required, lengths, patterns, enums)', () => {
    const pdf = component('GeneratePdfDto') as Schema & { required: string[]; properties: Record<string, object> };
    expect(pdf.required).toEqual(['resumeId', 'filterId', 'templateId']);
    expect(pdf.properties.filterId).toEqual({ type: 'string', minLength: 1, maxLength: 64, nullable: true });
    expect(pdf.properties.paperSize).toEqual({ type: 'string', enum: ['A4', 'Letter'], nullable: true });
    const saveTemplate = component('SaveTemplateDto') as Schema & { properties: Record<string, object> };
    expect(saveTemplate.properties.paperSize).toEqual({ type: 'string', enum: ['A4', 'Letter'], nullable: true });
    expect(saveTemplate.properties.runningElements).toEqual({ type: 'boolean', nullable: true });
    const experience = component('CreateExperienceDto') as Schema & { properties: Record<string, object> };
    expect(experience.properties.startDate).toEqual(expect.objectContaining({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }));
    expect(experience.properties.tags).toEqual(
      expect.objectContaining({ type: 'array', maxItems: 20, items: { type: 'string', maxLength: 40 } }),
    );
  });

  it('documents the JSON API only, not the server-rendered pages, and the code a shared resume may need', () => {
    expect(Object.keys(document.paths).filter((path) => !/^\/(api|health)\//.test(path))).toEqual([]);
    const shared = document.paths[template(SHARING_API.sharedResume('{shareableId}'))].get;
    expect(shared.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'code', in: 'query' })]));
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await app.http().get('/api/docs').expect(200);
    expect(res.text).toContain('swagger-ui');
  });

  it('has answer schemas generated from the current controllers and contracts (UPDATE_OPENAPI=1 rewrites them)', async () => {
    const fresh = await generateAnswerSchemas();
    if (process.env.UPDATE_OPENAPI === '1') {
      const file = join(__dirname, '../src/infrastructure/observability/openapi/answer-schemas.generated.json');
      writeFileSync(file, JSON.stringify(fresh));
      // Prettier's API needs ESM support jest lacks here: its command line formats the file the house way.
      execFileSync(process.execPath, [require.resolve('prettier/bin/prettier.cjs'), '--write', file]);
      return;
    }
    try {
      expect(fresh).toEqual(ANSWER_SCHEMAS);
    } catch (error) {
      const rerun = 'cd backend && UPDATE_OPENAPI=1 npx jest test/openapi.e2e-spec.ts -t generated';
      throw new Error(`answer-schemas.generated.json is out of date: ${rerun}\n${(error as Error).message}`);
    }
  }, 180_000);
});
