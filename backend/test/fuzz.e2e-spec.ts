import { gzipSync } from 'node:zlib';
import type { Express } from 'express';
import { SHARING_API, TAILORING_API } from '@resume/contracts';
import { ADMIN_PATHS } from '../src/infrastructure/admin/admin.module';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { freshIp, TestApp } from './support/test-app';

/**
 * Malformed bodies to every route the running app has (read from its Express router, so a route added later is
 * fuzzed too), signed out and signed in: no answer may be a 5xx, and the server must still answer afterwards.
 */

interface Malformed {
  kind: string;
  contentType?: string;
  headers?: Record<string, string>;
  body: string | Buffer;
}

const FIELDS = [
  'email',
  'token',
  'confirm',
  'username',
  'name',
  'title',
  'phone',
  'location',
  'linkedin',
  'github',
  'website',
  'summary',
  'font',
  'theme',
  'company',
  'description',
  'startDate',
  'endDate',
  'degree',
  'institution',
  'gpa',
  'category',
  'level',
  'issuer',
  'issueDate',
  'expirationDate',
  'url',
  'tags',
  'ids',
  'filterId',
  'templateId',
  'resumeId',
  'securityCode',
  'noindex',
  'allowPdfDownload',
  'primaryColor',
  'accentStyle',
  'logoImage',
  'paperSize',
  'publicPage',
  'basics',
  'code',
];
const WRONG_VALUES: unknown[] = [
  123,
  -1,
  1e308,
  0.5,
  true,
  null,
  [],
  [1, 'a', null],
  {},
  { nested: { deeper: [1] } },
  '',
  ' ',
  'x'.repeat(10_000),
  '\u0000',
  '\ud800',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '1e9999',
  'NaN',
  '2024-13-45',
  '9999-99',
  ['a', ['b', ['c']]],
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
];

const nest = (depth: number, open: string, close: string, leaf = '1') =>
  open.repeat(depth) + leaf + close.repeat(depth);

/** At least 500 distinct malformed bodies, grouped by kind. */
function corpus(): Malformed[] {
  const json = (kind: string, body: string, contentType = 'application/json'): Malformed => ({
    kind,
    contentType,
    body,
  });
  const list: Malformed[] = [];
  // Wrong types: every field the DTOs know, with values of every wrong type, alone and in pairs.
  for (const field of FIELDS)
    for (const value of WRONG_VALUES) list.push(json('wrong-type', JSON.stringify({ [field]: value })));
  for (let i = 0; i < FIELDS.length; i++) {
    list.push(
      json(
        'wrong-type',
        JSON.stringify({
          [FIELDS[i]]: WRONG_VALUES[i % WRONG_VALUES.length],
          [FIELDS[(i + 7) % FIELDS.length]]: WRONG_VALUES[(i * 5) % WRONG_VALUES.length],
        }),
      ),
    );
  }
  // Whole bodies of the wrong JSON type (arrays for objects included).
  for (const body of [
    'null',
    'true',
    'false',
    '0',
    '-1',
    '1e400',
    '"text"',
    '[]',
    '[{}]',
    '[[]]',
    '[{"email":"a@b.example"}]',
    '[null,1,"x"]',
    '{"a":1,"a":2}',
  ]) {
    list.push(json('wrong-shape', body));
  }
  // Deep nesting: arrays, objects, mixed, inside a field, just past the limit and far past it.
  for (const depth of [63, 64, 65, 100, 1000, 5000, 50_000]) {
    list.push(json('deep', nest(depth, '[', ']')));
    list.push(json('deep', nest(depth, '{"a":', '}')));
    list.push(json('deep', `{"email":${nest(depth, '[', ']')}}`));
    list.push(json('deep', `{"tags":${nest(depth, '[{"x":', '}]')}}`));
  }
  // Huge strings and bodies: under, at and over the body limits.
  for (const size of [1_000, 100_000, 250_000, 300_000, 1_100_000]) {
    list.push(json('huge', JSON.stringify({ name: 'n'.repeat(size) })));
    list.push(json('huge', JSON.stringify({ summary: 'é'.repeat(size / 2) })));
  }
  list.push(json('huge', JSON.stringify({ tags: Array.from({ length: 20_000 }, (_, i) => `t${i}`) })));
  list.push(json('huge', JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])))));
  // Invalid UTF-8 and bad encodings.
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
  for (const bad of [
    [0xff],
    [0xfe, 0xff],
    [0xc0, 0xaf],
    [0xe0, 0x80, 0xaf],
    [0xed, 0xa0, 0x80],
    [0xf8, 0x88, 0x80, 0x80, 0x80],
    [0x00],
    [0xc3],
  ]) {
    list.push({
      kind: 'bad-utf8',
      contentType: 'application/json',
      body: bytes('{"email":"', bad, '@example.com","name":"', bad, '"}'),
    });
    list.push({ kind: 'bad-utf8', contentType: 'application/x-www-form-urlencoded', body: bytes('code=', bad) });
    list.push({ kind: 'bad-utf8', contentType: 'application/json', body: bytes(bad, '{}') });
  }
  for (const charset of [
    'utf-16',
    'utf-16le',
    'utf-16be',
    'utf-7',
    'utf-32',
    'latin1',
    'ascii',
    'x-unknown',
    'utf-8;q=1',
    '',
  ]) {
    list.push({
      kind: 'bad-encoding',
      contentType: `application/json; charset=${charset}`,
      body: '{"email":"a@b.example"}',
    });
  }
  list.push({
    kind: 'bad-encoding',
    contentType: 'application/json; charset=utf-16le',
    body: Buffer.from('{"email":"a@b.example"}', 'utf16le'),
  });
  list.push({
    kind: 'bad-encoding',
    contentType: 'application/json; charset=utf-16le',
    body: Buffer.from(nest(500, '[', ']'), 'utf16le'),
  });
  for (const encoding of ['gzip', 'deflate', 'br', 'zstd', 'identity, gzip', 'x-none']) {
    list.push({
      kind: 'bad-encoding',
      contentType: 'application/json',
      headers: { 'Content-Encoding': encoding },
      body: 'not compressed at all',
    });
  }
  list.push({
    kind: 'bad-encoding',
    contentType: 'application/json',
    headers: { 'Content-Encoding': 'gzip' },
    body: gzipSync(Buffer.from('{"name":"' + 'z'.repeat(2_000_000) + '"}')),
  });
  list.push({
    kind: 'bad-encoding',
    contentType: 'application/json',
    headers: { 'Content-Encoding': 'gzip' },
    body: gzipSync(Buffer.from(nest(5000, '[', ']'))),
  });
  list.push({
    kind: 'bad-encoding',
    contentType: 'application/json',
    headers: { 'Content-Encoding': 'gzip' },
    body: gzipSync(Buffer.from('{"email":')).subarray(0, 12),
  });
  // Wrong content types.
  for (const contentType of [
    'text/plain',
    'text/html',
    'application/xml',
    'application/octet-stream',
    'image/png',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'multipart/form-data',
    'application/json-patch+json',
    'application/vnd.api+json',
    'application/csp-report',
    'application/jsonx',
    'APPLICATION/JSON',
    'application/json, text/plain',
    ';;;',
    'application/',
    '*/*',
  ]) {
    list.push({ kind: 'content-type', contentType, body: '{"email":"a@b.example","code":"1234"}' });
    list.push({ kind: 'content-type', contentType, body: 'code=1234&email=a%40b.example&a[b][c]=1&__proto__[x]=1' });
  }
  list.push({
    kind: 'content-type',
    contentType: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="code"\r\n\r\n1234\r\n--xyz--\r\n',
  });
  list.push({
    kind: 'content-type',
    contentType: 'application/x-www-form-urlencoded',
    body: Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join('&'),
  });
  list.push({
    kind: 'content-type',
    contentType: 'application/x-www-form-urlencoded',
    body: `code=${'9'.repeat(5000)}`,
  });
  // Truncated JSON.
  const whole = JSON.stringify({
    email: 'a@b.example',
    name: 'Ada',
    tags: ['x', 'y'],
    nested: { a: [1, 2, { b: 'c' }] },
  });
  for (let cut = 1; cut < whole.length; cut += 3) list.push(json('truncated', whole.slice(0, cut)));
  for (const body of [
    '{',
    '[',
    '{"',
    '{"email"',
    '{"email":',
    '"unterminated',
    '{"a":1,}',
    '[1,]',
    '{a:1}',
    "{'a':1}",
    '{"a":01}',
    '{"a":.5}',
    '{"a":NaN}',
    '{"a":undefined}',
    '/* c */{}',
    '{}garbage',
    '\ufeff{}',
  ]) {
    list.push(json('truncated', body));
  }
  // Prototype pollution keys, at the top and inside fields.
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    list.push(json('proto', `{"${key}":{"polluted":"yes","isAdmin":true}}`));
    list.push(json('proto', `{"${key}":{"prototype":{"polluted":"yes"}}}`));
    list.push(json('proto', `{"email":"a@b.example","${key}":{"plan":"professional"}}`));
    list.push(json('proto', `{"tags":{"${key}":["x"]},"ids":{"${key}":[]}}`));
    list.push(json('proto', `{"basics":{"${key}":{"polluted":"yes"}},"work":[{"${key}":{"polluted":"yes"}}]}`));
    list.push(json('proto', `[{"${key}":{"polluted":"yes"}}]`));
    list.push({
      kind: 'proto',
      contentType: 'application/x-www-form-urlencoded',
      body: `${key}[polluted]=yes&code=1234`,
    });
  }
  return list;
}

/** Each route of the running app: the Express router's routes, plus the admin pages Nest mounts as middleware. */
function routes(app: Express): { method: string; path: string }[] {
  const stack = (
    app as unknown as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }
  ).router.stack;
  // A middleware Nest mounts for every path ('{/*splat}', the request context) is no route of its own: every other
  // path goes through it.
  const found = stack.flatMap((layer) =>
    layer.route && !String(layer.route.path).includes('*')
      ? Object.keys(layer.route.methods).map((method) => ({ method, path: layer.route!.path }))
      : [],
  );
  const extra = [
    ...Object.values(ADMIN_PATHS).flatMap((path) => ['get', 'post'].map((method) => ({ method, path }))),
    { method: 'post', path: '/' },
    { method: 'put', path: '/resume-editor' },
  ];
  return [...found, ...extra];
}

/** Sends the riskiest routes last: deletes, then the sign-out (it ends the session the signed-in pass uses). */
const rank = ({ method, path }: { method: string; path: string }) =>
  path === '/api/logout' ? 2 : method === 'delete' ? 1 : 0;

describe.each(targets())('fuzzing every route on $name', (target) => {
  const t = new TestApp(target, { ADMIN_USER: 'ops', ADMIN_PASSWORD: 'fuzz-secret' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  it('answers at least 500 malformed bodies on every route, signed out and signed in, with no 5xx, and keeps answering', async () => {
    const all = corpus();
    expect(all.length).toBeGreaterThanOrEqual(500);
    const list = routes(t.app.getHttpAdapter().getInstance() as Express).sort((a, b) => rank(a) - rank(b));
    expect(list.length).toBeGreaterThan(50);
    expect(list).toEqual(
      expect.arrayContaining([
        { method: 'post', path: '/api/auth/magic-link' },
        { method: 'post', path: '/s/:id/unlock' },
      ]),
    );

    // A paid owner with one of everything, so the routes with ids reach their handlers.
    const owner = await ResumeClient.signInPaid(t);
    const ids: Record<string, string> = {};
    for (const [section, body] of [
      ['experiences', { title: 'T', company: 'C', startDate: '2020-01' }],
      ['education', { degree: 'D', institution: 'I', startDate: '2019' }],
      ['skills', { category: 'Technical', name: 'S', level: 3 }],
      ['projects', { name: 'P' }],
      ['certifications', { name: 'C', issuer: 'I' }],
    ] as const) {
      ids[section] = (await owner.create(section, body)).id;
    }
    ids.filters = (await owner.post(TAILORING_API.filters, { name: 'F', tags: [] })).body.id;
    const link = (await owner.post(SHARING_API.shareLinks, { securityCode: '4321' })).body as {
      id: string;
      shareableId: string;
    };
    ids['share-links'] = link.id;
    const [{ username }] = await t.dataSource.query('SELECT username FROM users WHERE id = ?', [owner.userId]);
    const param = (path: string, name: string) => {
      if (name === 'username') return username as string;
      if (name === 'shareableId' || path.startsWith('/s/') || path.startsWith('/r/s/') || path.startsWith('/share/'))
        return link.shareableId;
      if (name === 'filterId') return ids.filters;
      return ids[path.split('/')[2]] ?? 'AAAAAAAAAAAAAAAAAAAAAA';
    };
    const concrete = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => param(path, name));

    const byKind = new Map<string, Malformed[]>();
    for (const m of all) byKind.set(m.kind, [...(byKind.get(m.kind) ?? []), m]);
    const next = new Map<string, number>();
    const pick = (kind: string, n: number) => {
      const items = byKind.get(kind)!;
      const start = next.get(kind) ?? 0;
      next.set(kind, start + n);
      return Array.from({ length: n }, (_, i) => items[(start + i) % items.length]);
    };
    const PER_KIND: Record<string, number> = {
      'wrong-type': 3,
      'wrong-shape': 1,
      deep: 1,
      huge: 1,
      'bad-utf8': 1,
      'bad-encoding': 1,
      'content-type': 1,
      truncated: 1,
      proto: 1,
    };

    const sent = new Set<Malformed>();
    const failures: string[] = [];
    let requests = 0;
    const send = async (method: string, path: string, m: Malformed, cookie?: string) => {
      let req = t.http()[method as 'post'](path).set('X-Forwarded-For', freshIp());
      if (cookie) req = req.set('Cookie', cookie);
      for (const [name, value] of Object.entries(m.headers ?? {})) req = req.set(name, value);
      if (m.contentType !== undefined) req = req.set('Content-Type', m.contentType);
      const res = await req.send(m.body);
      requests++;
      sent.add(m);
      if (res.status >= 500)
        failures.push(
          `${method.toUpperCase()} ${path} [${m.kind}] ${String(m.body).slice(0, 80)} -> ${res.status} ${res.text.slice(0, 200)}`,
        );
    };

    for (const cookie of [undefined, owner.cookie]) {
      for (const { method, path } of list) {
        const bodies = Object.entries(PER_KIND).flatMap(([kind, n]) => pick(kind, n));
        // All of a route's bodies at once: the routes see concurrent malformed requests too.
        await Promise.all(bodies.map((m) => send(method, concrete(path), m, cookie)));
      }
    }

    expect(failures).toEqual([]);
    expect(sent.size).toBeGreaterThanOrEqual(500);
    expect(requests).toBe(list.length * 2 * 11);
    // Nothing reached Object.prototype, and the server still answers.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await t.http().get('/health/live')).status).toBe(200);
    expect((await t.http().get('/health/ready')).status).toBe(200);
    expect(
      (
        await t
          .http()
          .get('/api/user')
          .set('Cookie', (await t.signIn()).cookie)
      ).status,
    ).toBe(200);
  }, 120_000);
});
