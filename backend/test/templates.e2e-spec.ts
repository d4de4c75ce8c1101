import { defaultLayout, ERROR_CODES, SYSTEM_PRESETS, TAILORING_API, templateName } from '@resume/contracts';
import type { Template, TemplateLayout } from '@resume/contracts';
import { TEMPLATE_LIMITS } from '@resume/contracts/dto';
import { expectPlanGate, PLAN_CASES, PREMIUM_REQUIRED } from './support/paid-plans';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const DEFAULTS = {
  isDefault: false,
  font: 'Inter',
  accentStyle: 'border-left',
  primaryColor: '#3B82F6',
  secondaryColor: '#60A5FA',
  pageMargin: '0.25',
  companyName: null,
  logoImage: null,
  headerImage: null,
  layout: defaultLayout(),
  layoutData: defaultLayout(),
  // Issue 26: the paper is chosen at export, page numbers and the name header on.
  paperSize: null,
  runningElements: true,
};

/** The default layout with one section changed. */
function layoutWith(index: number, change: Record<string, unknown>): TemplateLayout {
  const layout = defaultLayout();
  Object.assign(layout.sections[index], change);
  return layout;
}

describe.each(targets())('templates on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  const save = (c: ResumeClient, body: object) => c.post(TAILORING_API.templates, body);

  describe('paid-plan gating', () => {
    it.each(PLAN_CASES)('plan $plan, status $status: paid $paid', (planCase) =>
      expectPlanGate(t, TAILORING_API.templates, planCase),
    );

    it('refuses the templates to a free user, writes nothing, but shows the presets', async () => {
      const free = await ResumeClient.signIn(t);
      for (const res of [
        await free.get(TAILORING_API.templates),
        await save(free, {}),
        await free.delete(TAILORING_API.template(ID)),
      ]) {
        expect([res.status, res.body]).toEqual([403, PREMIUM_REQUIRED]);
      }
      expect(await free.rows('templates')).toEqual([]);
      expect((await free.get(TAILORING_API.presets)).status).toBe(200);
    });

    it('answers 401 without a session', async () => {
      const calls = [
        t.http().get(TAILORING_API.presets),
        t.http().get(TAILORING_API.templates),
        t.http().post(TAILORING_API.templates).send({}),
        t.http().delete(TAILORING_API.template(ID)),
      ];
      for (const res of await Promise.all(calls)) expect([res.status, res.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    });
  });

  it('serves the two system presets, Traditional then Modern, with fixed ids and default style', async () => {
    const a = await ResumeClient.signIn(t);
    const res = await a.get(TAILORING_API.presets);
    expect(res.status).toBe(200);
    const presets = res.body as Template[];
    expect(presets).toEqual(
      [SYSTEM_PRESETS.traditional, SYSTEM_PRESETS.modern].map(({ id, primaryColor, secondaryColor }) => ({
        ...DEFAULTS,
        id,
        userId: -1,
        primaryColor,
        secondaryColor,
      })),
    );
    expect(presets.map(templateName)).toEqual(['Traditional Template', 'Modern Template']);
  });

  describe('saving', () => {
    it('creates with the defaults: 201, owned by the user, layout stored as layoutData', async () => {
      const a = await ResumeClient.signInPaid(t);
      const res = await save(a, { userId: -1 });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ ...DEFAULTS, id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), userId: a.userId });
      expect(templateName(res.body)).toBe('Custom Template');
      const [row] = await a.rows('templates');
      expect(row).toMatchObject({
        id: res.body.id,
        userId: a.userId,
        font: 'Inter',
        pageMargin: '0.25',
        accentStyle: 'border-left',
      });
      expect(JSON.parse(row.layoutData as string)).toEqual(defaultLayout());
      expect((await a.get(TAILORING_API.templates)).body).toEqual([res.body]);
    });

    it('creates with every field sent; the margin is stored as text', async () => {
      const a = await ResumeClient.signInPaid(t);
      const layout = layoutWith(6, { width: 'quarter', x: 3, visible: false });
      const body = {
        primaryColor: '#10B981',
        secondaryColor: '#34D399',
        font: 'Merriweather',
        accentStyle: 'border-top',
        pageMargin: 0.75,
        companyName: 'Globex',
        logoImage: 'https://cdn.example.test/logo.png',
        headerImage: 'http://cdn.example.test/header.jpg',
        paperSize: 'Letter',
        runningElements: false,
        // A property no layout has is not stored.
        layout: { ...layout, sections: layout.sections.map((s) => ({ ...s, colour: 'red' })) },
      };
      const res = await save(a, body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        ...body,
        id: res.body.id,
        userId: a.userId,
        isDefault: false,
        pageMargin: '0.75',
        layout,
        layoutData: layout,
      });
      expect((await a.rows('templates'))[0]).toMatchObject({ pageMargin: '0.75', paperSize: 'Letter' });
      expect((await save(a, { pageMargin: '1.50' })).body.pageMargin).toBe('1.5');
    });

    it("keeps an older client's column count and section columns, and returns the layout as layoutData too", async () => {
      const a = await ResumeClient.signInPaid(t);
      const flexible = layoutWith(3, { width: 'third', x: 2 });
      const legacy: TemplateLayout = {
        ...flexible,
        columns: 2,
        sections: flexible.sections.map((s, i) => ({ ...s, column: i % 2 })),
      };
      const created = await save(a, { primaryColor: '#10B981', layout: legacy });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ layout: legacy, layoutData: legacy });
      expect(JSON.parse((await a.rows('templates'))[0].layoutData as string)).toEqual(legacy);
      expect((await a.get(TAILORING_API.templates)).body).toEqual([created.body]);

      // The template sent back whole, as an older client does: nothing is lost, nothing refused.
      const echoed = await save(a, { ...created.body, companyName: 'Initech' });
      expect(echoed.status).toBe(200);
      expect(echoed.body).toEqual({ ...created.body, companyName: 'Initech' });

      // A client that knows only layoutData saves through it.
      const onlyData = { ...legacy, columns: 3 };
      const viaData = await save(a, { id: created.body.id, layoutData: onlyData });
      expect(viaData.body).toMatchObject({ layout: onlyData, layoutData: onlyData });
      // Bad legacy values are refused like any other layout problem.
      const bad = await save(a, { layout: { ...legacy, columns: 0 } });
      expect([bad.status, bad.body.details]).toEqual([
        400,
        [{ field: 'layout', problem: 'layout.columns must be a column count from 1 to 12' }],
      ]);
    });

    it("saves over the user's own template (200, same row), never over anyone else's or a preset (404)", async () => {
      const a = await ResumeClient.signInPaid(t);
      const b = await ResumeClient.signInPaid(t);
      const mine = (await save(a, { primaryColor: '#EF4444', companyName: 'Old' })).body;
      const res = await save(a, { id: mine.id, companyName: 'New', pageMargin: '2' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...mine, companyName: 'New', pageMargin: '2' });
      expect(await a.rows('templates')).toEqual([
        expect.objectContaining({ id: mine.id, companyName: 'New', primaryColor: '#EF4444' }),
      ]);

      const before = await a.rows('templates');
      for (const id of [mine.id, SYSTEM_PRESETS.traditional.id, ID]) {
        const other = await save(b, { id, companyName: 'Stolen' });
        expect([other.status, other.body.code]).toEqual([404, 'NOT_FOUND']);
      }
      expect(await a.rows('templates')).toEqual(before);
      expect(await b.rows('templates')).toEqual([]);
      expect((await b.get(TAILORING_API.templates)).body).toEqual([]);
      expect((await a.get(TAILORING_API.presets)).body[0].companyName).toBeNull();
    });

    it("keeps one default per user: a new default clears the user's others, not anyone else's", async () => {
      const a = await ResumeClient.signInPaid(t);
      const b = await ResumeClient.signInPaid(t);
      const theirs = (await save(b, { isDefault: true })).body;
      const first = (await save(a, { isDefault: true })).body;
      t.clock.advance(1000);
      const second = (await save(a, { isDefault: true })).body;
      const defaults = async (c: ResumeClient) =>
        (await c.rows('templates')).filter((r) => Boolean(r.isDefault)).map((r) => r.id);
      expect(await defaults(a)).toEqual([second.id]);
      await save(a, { id: first.id, isDefault: true });
      expect(await defaults(a)).toEqual([first.id]);
      await save(a, { id: first.id, companyName: 'Still default' });
      expect(await defaults(a)).toEqual([first.id]);
      expect(await defaults(b)).toEqual([theirs.id]);
      const listed = (await a.get(TAILORING_API.templates)).body as Template[];
      expect(listed.map((x) => [x.id, x.isDefault])).toEqual([
        [first.id, true],
        [second.id, false],
      ]);
    });

    it.each([
      [
        'a colour that is not hex',
        { primaryColor: '#12345' },
        'primaryColor',
        'primaryColor must be a hex colour like #3B82F6',
      ],
      [
        'an unknown accent style',
        { accentStyle: 'border-middle' },
        'accentStyle',
        expect.stringContaining('accentStyle must be one of'),
      ],
      [
        'a margin off the step (0.3)',
        { pageMargin: 0.3 },
        'pageMargin',
        'pageMargin must be 0.25 to 2 inches in steps of 0.25',
      ],
      [
        'a margin over the maximum (2.25)',
        { pageMargin: '2.25' },
        'pageMargin',
        'pageMargin must be 0.25 to 2 inches in steps of 0.25',
      ],
      [
        'an unknown layout section',
        { layout: layoutWith(2, { id: 'hobbies' }) },
        'layout',
        expect.stringContaining('layout.sections[2].id must be one of'),
      ],
      [
        'a third width at slot 3',
        { layout: layoutWith(6, { width: 'third', x: 3 }) },
        'layout',
        'layout.sections[6].x must be a column slot from 0 to 2 for third',
      ],
      ['a javascript: image', { logoImage: 'javascript:alert(1)' }, 'logoImage', 'logoImage must be an http(s) URL'],
      ['an unknown font', { font: 'Comic Sans' }, 'font', expect.stringContaining('font must be one of')],
    ])('refuses %s with 400 naming the field, writing nothing', async (_, body, field, problem) => {
      const a = await ResumeClient.signInPaid(t);
      const existing = (await save(a, {})).body;
      const before = await a.rows('templates');
      for (const res of [await save(a, body), await save(a, { ...body, id: existing.id })]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          code: 'VALIDATION_FAILED',
          message: ERROR_CODES.VALIDATION_FAILED.message,
          details: [{ field, problem }],
        });
      }
      expect(await a.rows('templates')).toEqual(before);
    });

    it(`keeps at most ${TEMPLATE_LIMITS.perUser} templates per user: 409 TEMPLATE_LIMIT_REACHED`, async () => {
      const a = await ResumeClient.signInPaid(t);
      for (let i = 0; i < TEMPLATE_LIMITS.perUser; i++) expect((await save(a, {})).status).toBe(201);
      const over = await save(a, {});
      expect([over.status, over.body.code]).toEqual([409, 'TEMPLATE_LIMIT_REACHED']);
      const last = (await a.get(TAILORING_API.templates)).body.pop();
      expect((await save(a, { id: last.id, font: 'Lato' })).status).toBe(200);
      expect(await t.count('templates', 'userId = ?', [a.userId])).toBe(TEMPLATE_LIMITS.perUser);
    });
  });

  it("deletes the user's own template (204) and nobody else's or a preset (404)", async () => {
    const a = await ResumeClient.signInPaid(t);
    const b = await ResumeClient.signInPaid(t);
    const mine = (await save(a, {})).body;
    for (const id of [mine.id, SYSTEM_PRESETS.modern.id]) {
      const res = await b.delete(TAILORING_API.template(id));
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect(await t.count('templates', 'userId IS NULL')).toBe(2);
    expect(await a.rows('templates')).toHaveLength(1);
    const res = await a.delete(TAILORING_API.template(mine.id));
    expect([res.status, res.text]).toEqual([204, '']);
    expect(await a.rows('templates')).toEqual([]);
  });
});
