import { LIMITS, RESUME_API, RESUME_LIMITS, RESUME_SECTIONS } from '@resume/contracts';
import type { ResumeSection } from '@resume/contracts';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

const REQUIRED_MESSAGE = 'Please fill in all required fields.';

interface SectionCase {
  /** A complete valid item. */
  valid: Record<string, unknown>;
  /** Required fields and the message a missing one gives. */
  required: Record<string, string>;
  /** A short text field, for the length limit and for partial updates. */
  text: string;
}

const CASES: Record<ResumeSection, SectionCase> = {
  experiences: {
    valid: {
      title: 'Engineer',
      company: 'Acme',
      location: 'Berlin',
      startDate: '2020-01',
      endDate: '2022-05',
      current: false,
      description: '- Built things\n- Shipped them',
      tags: ['TypeScript', 'Node'],
    },
    required: { title: REQUIRED_MESSAGE, company: REQUIRED_MESSAGE, startDate: REQUIRED_MESSAGE },
    text: 'company',
  },
  education: {
    valid: {
      degree: 'BSc Computer Science',
      institution: 'TU Berlin',
      location: 'Berlin',
      startDate: '2015',
      endDate: '2019',
      gpa: '1.3',
      description: 'Thesis on compilers',
    },
    required: { degree: REQUIRED_MESSAGE, institution: REQUIRED_MESSAGE, startDate: REQUIRED_MESSAGE },
    text: 'institution',
  },
  skills: {
    valid: { category: 'Technical Skills', name: 'TypeScript', level: 5, proficiency: 4 },
    required: { category: 'Category is required', name: 'Skill name is required' },
    text: 'name',
  },
  projects: {
    valid: { name: 'Portfolio', url: 'https://example.dev', description: 'My site', year: '2024', tags: ['web'] },
    required: { name: REQUIRED_MESSAGE },
    text: 'name',
  },
  certifications: {
    valid: {
      name: 'Solutions Architect',
      issuer: 'AWS',
      issueDate: '2023-01',
      expirationDate: '2026-01',
      url: 'https://aws.amazon.com/cert',
    },
    required: { name: REQUIRED_MESSAGE, issuer: REQUIRED_MESSAGE },
    text: 'name',
  },
};

const without = (object: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));
const huge = () => ({ description: 'x'.repeat(LIMITS.jsonBodyBytes + 10) });

describe.each(targets())('resume sections on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  describe.each(RESUME_SECTIONS.map((section) => ({ section, ...CASES[section] })))(
    '/api/$section',
    ({ section, valid, required, text }) => {
      const path = RESUME_API.section(section);
      let a: ResumeClient;
      beforeEach(async () => {
        a = await ResumeClient.signIn(t);
      });

      it('creates an item: 201 with the entity, a row owned by the user, appended last', async () => {
        const res = await a.post(path, valid);
        expect(res.status).toBe(201);
        expect(res.body).toEqual({ ...valid, id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), order: 0 });
        const second = await a.create(section, valid);
        expect(second.order).toBe(1);
        const rows = await a.rows(section);
        expect(rows.map((r) => r.id).sort()).toEqual([res.body.id, second.id].sort());
        expect(rows.every((r) => r.userId === a.userId)).toBe(true);
        const list = await a.get(path);
        expect(list.status).toBe(200);
        expect(list.body).toEqual([res.body, second]);
      });

      it("takes the spec's entity fields with order on create; the item still goes last (docs/decisions/0007)", async () => {
        const first = await a.post(path, { ...valid, order: 0 });
        expect(first.status).toBe(201);
        expect(first.body).toEqual({ ...valid, id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), order: 0 });
        const early = await a.post(path, { ...valid, [text]: 'Early', order: 0 });
        const late = await a.post(path, { ...valid, [text]: 'Late', order: 99 });
        expect([early.status, late.status]).toEqual([201, 201]);
        expect([early.body.order, late.body.order]).toEqual([1, 2]);
        const rows = await a.rows(section);
        expect(rows.map((r) => [r.id, r.order]).sort()).toEqual(
          [
            [first.body.id, 0],
            [early.body.id, 1],
            [late.body.id, 2],
          ].sort(),
        );
        expect((await a.get(path)).body.map((i: { id: string }) => i.id)).toEqual([
          first.body.id,
          early.body.id,
          late.body.id,
        ]);
        const bad = await a.post(path, { ...valid, order: 'first' });
        expect(bad.status).toBe(400);
        expect(bad.body.code).toBe('VALIDATION_FAILED');
        expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(['order']);
        expect(await a.rows(section)).toHaveLength(3);
      });

      it('names every missing required field, with the exact message', async () => {
        const all = await a.post(path, {});
        expect(all.status).toBe(400);
        expect(all.body.code).toBe('REQUIRED_FIELDS_MISSING');
        expect(all.body.message).toBe(Object.values(required)[0]);
        expect(all.body.details.map((d: { field: string }) => d.field)).toEqual(Object.keys(required));
        for (const [field, message] of Object.entries(required)) {
          for (const body of [without(valid, field), { ...valid, [field]: '   ' }]) {
            const res = await a.post(path, body);
            expect(res.status).toBe(400);
            expect(res.body).toEqual({
              code: 'REQUIRED_FIELDS_MISSING',
              message,
              details: [{ field, problem: message }],
            });
          }
        }
        expect(await a.rows(section)).toEqual([]);
      });

      it(`takes ${RESUME_LIMITS.shortTextMaxLength} characters of text and refuses one more`, async () => {
        const long = 'a'.repeat(RESUME_LIMITS.shortTextMaxLength);
        const ok = await a.post(path, { ...valid, [text]: long });
        expect(ok.status).toBe(201);
        expect((await a.rows(section))[0][text]).toBe(long);
        const tooLong = await a.post(path, { ...valid, [text]: `${long}a` });
        expect(tooLong.status).toBe(400);
        expect(tooLong.body.code).toBe('VALIDATION_FAILED');
        expect(tooLong.body.details[0].field).toBe(text);
      });

      it.each([['userId'], ['resumeId'], ['createdAt'], ['nonsense']])(
        'refuses %s with FORBIDDEN_FIELD and changes nothing',
        async (field) => {
          const item = await a.create(section, valid);
          const before = await a.snapshot();
          const created = await a.post(path, { ...valid, [field]: 'x' });
          const patched = await a.patch(RESUME_API.item(section, item.id), { [text]: 'Changed', [field]: 'x' });
          for (const res of [created, patched]) {
            expect(res.status).toBe(400);
            expect(res.body.code).toBe('FORBIDDEN_FIELD');
            expect(res.body.details).toEqual([{ field, problem: `property ${field} should not exist` }]);
          }
          expect(await a.snapshot()).toEqual(before);
        },
      );

      it('updates part of an item; a repeated id must be the path id; order in the body is ignored', async () => {
        const item = await a.create(section, valid);
        await a.create(section, valid);
        const res = await a.patch(RESUME_API.item(section, item.id), { id: item.id, [text]: 'Changed', order: 7 });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ ...item, [text]: 'Changed' });
        const row = (await a.rows(section)).find((r) => r.id === item.id)!;
        expect(row[text]).toBe('Changed');
        expect(row.order).toBe(0);
        const other = await a.patch(RESUME_API.item(section, item.id), {
          id: 'AAAAAAAAAAAAAAAAAAAAAA',
          [text]: 'Nope',
        });
        expect(other.status).toBe(400);
        expect(other.body.code).toBe('VALIDATION_FAILED');
        const blank = await a.patch(RESUME_API.item(section, item.id), { [Object.keys(required)[0]]: '' });
        expect(blank.status).toBe(400);
        expect(blank.body.code).toBe('REQUIRED_FIELDS_MISSING');
        expect((await a.rows(section)).find((r) => r.id === item.id)![text]).toBe('Changed');
      });

      it('deletes an item (204) and closes the gap in the orders', async () => {
        const items = [];
        for (let i = 0; i < 3; i++) items.push(await a.create(section, { ...valid, [text]: `Item ${i}` }));
        const res = await a.delete(RESUME_API.item(section, items[0].id));
        expect(res.status).toBe(204);
        const rows = await a.rows(section);
        expect(rows.map((r) => [r.id, r.order]).sort()).toEqual(
          [
            [items[1].id, 0],
            [items[2].id, 1],
          ].sort(),
        );
        expect((await a.delete(RESUME_API.item(section, items[0].id))).status).toBe(404);
      });

      it('reorders the whole section persistently, and refuses a list that is not every id once', async () => {
        const items = [];
        for (let i = 0; i < 3; i++) items.push(await a.create(section, { ...valid, [text]: `Item ${i}` }));
        const ids = items.map((i) => i.id).reverse();
        const res = await a.put(RESUME_API.order(section), { ids });
        expect(res.status).toBe(200);
        expect(res.body.map((i: { id: string }) => i.id)).toEqual(ids);
        expect(res.body.map((i: { order: number }) => i.order)).toEqual([0, 1, 2]);
        expect((await a.get(path)).body.map((i: { id: string }) => i.id)).toEqual(ids);
        const complete = await a.get('/api/complete-resume');
        expect(complete.body[section].map((i: { id: string }) => i.id)).toEqual(ids);

        const b = await ResumeClient.signIn(t);
        const foreign = await b.create(section, valid);
        const before = await a.snapshot();
        for (const bad of [
          ids.slice(1),
          [...ids, ids[0]],
          [...ids, 'AAAAAAAAAAAAAAAAAAAAAA'],
          [...ids.slice(1), foreign.id],
          [...ids, foreign.id],
        ]) {
          const refused = await a.put(RESUME_API.order(section), { ids: bad });
          expect(refused.status).toBe(400);
          expect(refused.body.code).toBe('INVALID_ORDER');
        }
        expect(await a.snapshot()).toEqual(before);
      });

      it("keeps another user's items out of reach: 404 and nothing changes", async () => {
        const item = await a.create(section, valid);
        const b = await ResumeClient.signIn(t);
        await b.create(section, valid);
        const before = await a.snapshot();
        expect((await b.patch(RESUME_API.item(section, item.id), { [text]: 'Mine now' })).status).toBe(404);
        expect((await b.delete(RESUME_API.item(section, item.id))).status).toBe(404);
        const reorder = await b.put(RESUME_API.order(section), { ids: [item.id] });
        expect(reorder.status).toBe(400);
        expect(reorder.body.code).toBe('INVALID_ORDER');
        const bView = await b.get('/api/complete-resume');
        expect(bView.body[section].map((i: { id: string }) => i.id)).not.toContain(item.id);
        expect((await b.get(path)).body.map((i: { id: string }) => i.id)).not.toContain(item.id);
        expect(await a.snapshot()).toEqual(before);
      });

      it('bumps the resume lastUpdated on every change, not on a refused one', async () => {
        let last = await a.lastUpdated();
        const bumped = async () => {
          const now = await a.lastUpdated();
          const moved = now > last;
          last = now;
          return moved;
        };
        t.clock.advance(60_000);
        const item = await a.create(section, valid);
        expect(await bumped()).toBe(true);
        t.clock.advance(60_000);
        await a.patch(RESUME_API.item(section, item.id), { [text]: 'New' });
        expect(await bumped()).toBe(true);
        t.clock.advance(60_000);
        await a.put(RESUME_API.order(section), { ids: [item.id] });
        expect(await bumped()).toBe(true);
        t.clock.advance(60_000);
        expect((await a.put(RESUME_API.order(section), { ids: [] })).status).toBe(400);
        expect(await bumped()).toBe(false);
        await a.delete(RESUME_API.item(section, item.id));
        expect(await bumped()).toBe(true);
      });

      it('answers a body over the limit with 413 on every write route', async () => {
        const item = await a.create(section, valid);
        for (const res of [
          await a.post(path, huge()),
          await a.patch(RESUME_API.item(section, item.id), huge()),
          await a.put(RESUME_API.order(section), huge()),
        ]) {
          expect(res.status).toBe(413);
          expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
        }
      });

      it('refuses all of it without a session', async () => {
        expect((await t.http().get(path)).status).toBe(401);
        expect((await t.http().post(path).send(valid)).status).toBe(401);
      });
    },
  );

  describe('section rules', () => {
    let a: ResumeClient;
    beforeEach(async () => {
      a = await ResumeClient.signIn(t);
    });
    const { valid: experience } = CASES.experiences;

    it.each([['experiences'], ['projects']] as const)(
      '%s: trims tags, drops blanks, refuses duplicates and too many',
      async (section) => {
        const valid = CASES[section].valid;
        const ok = await a.create(section, { ...valid, tags: [' React ', '', '  ', 'Node'] });
        expect(ok.tags).toEqual(['React', 'Node']);
        const dup = await a.post(RESUME_API.section(section), { ...valid, tags: ['React', ' react '] });
        expect(dup.status).toBe(400);
        expect(dup.body).toMatchObject({ code: 'DUPLICATE_TAG', message: 'This tag has already been added.' });
        const patched = await a.patch(RESUME_API.item(section, ok.id), { tags: ['Go', 'GO'] });
        expect(patched.body.code).toBe('DUPLICATE_TAG');
        const many = Array.from({ length: RESUME_LIMITS.tagsPerItem + 1 }, (_, i) => `tag${i}`);
        const tooMany = await a.post(RESUME_API.section(section), { ...valid, tags: many });
        expect(tooMany.status).toBe(400);
        expect(tooMany.body.code).toBe('TOO_MANY_TAGS');
        expect((await a.post(RESUME_API.section(section), { ...valid, tags: many.slice(1) })).status).toBe(201);
        const longTag = await a.post(RESUME_API.section(section), {
          ...valid,
          tags: ['x'.repeat(RESUME_LIMITS.tagMaxLength + 1)],
        });
        expect(longTag.status).toBe(400);
        expect((await a.rows(section)).length).toBe(2);
      },
    );

    it('experiences: current clears the end date, whatever was sent', async () => {
      const res = await a.post(RESUME_API.section('experiences'), { ...experience, current: true, endDate: '2023-01' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ current: true, endDate: null });
      expect((await a.rows('experiences'))[0]).toMatchObject({ endDate: null });
      const item = await a.create('experiences', experience);
      const patched = await a.patch(RESUME_API.item('experiences', item.id), { current: true });
      expect(patched.body).toMatchObject({ current: true, endDate: null });
      const again = await a.patch(RESUME_API.item('experiences', item.id), { endDate: '2024-01' });
      expect(again.body).toMatchObject({ current: true, endDate: null });
      const ended = await a.patch(RESUME_API.item('experiences', item.id), { current: false, endDate: '2024-01' });
      expect(ended.body).toMatchObject({ current: false, endDate: '2024-01' });
    });

    it.each([
      ['experiences', { ...experience, startDate: '2022-05', endDate: '2022-04' }, { startDate: '2030-01' }],
      ['education', { ...CASES.education.valid, startDate: '2019', endDate: '2015' }, { startDate: '2030' }],
      ['education', { ...CASES.education.valid, startDate: '2030', endDate: 'Expected 2027' }, { endDate: '2010' }],
      [
        'certifications',
        { ...CASES.certifications.valid, issueDate: '2024-01', expirationDate: '2023-12' },
        { expirationDate: '2000-01' },
      ],
    ] as const)('%s: END_BEFORE_START on create and on an update that makes it so', async (section, bad, badPatch) => {
      const res = await a.post(RESUME_API.section(section), bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'END_BEFORE_START',
        message: 'The end date cannot be before the start date.',
      });
      const item = await a.create(section, CASES[section].valid);
      const before = await a.rows(section);
      const patched = await a.patch(RESUME_API.item(section, item.id), badPatch);
      expect(patched.status).toBe(400);
      expect(patched.body.code).toBe('END_BEFORE_START');
      expect(await a.rows(section)).toEqual(before);
    });

    it('education: an expected end year is fine', async () => {
      const res = await a.post(RESUME_API.section('education'), { ...CASES.education.valid, endDate: 'Expected 2027' });
      expect(res.status).toBe(201);
      expect(res.body.endDate).toBe('Expected 2027');
    });

    it('experiences and certifications: months only', async () => {
      const res = await a.post(RESUME_API.section('experiences'), { ...experience, startDate: '2020-13' });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { field: 'startDate', problem: 'Start date must be a month, for example March 2024' },
      ]);
    });

    it('skills: level defaults to 3 and must be 1 to 5', async () => {
      const { valid } = CASES.skills;
      const res = await a.post(RESUME_API.section('skills'), without(valid, 'level'));
      expect(res.body.level).toBe(3);
      for (const level of [1, 5])
        expect((await a.post(RESUME_API.section('skills'), { ...valid, level })).status).toBe(201);
      for (const level of [0, 6, 2.5, 'high']) {
        const bad = await a.post(RESUME_API.section('skills'), { ...valid, level });
        expect(bad.status).toBe(400);
        expect(bad.body.details[0]).toEqual({ field: 'level', problem: 'Level must be a whole number from 1 to 5.' });
      }
      expect((await a.rows('skills')).map((r) => r.level).sort()).toEqual([1, 3, 5]);
    });

    it('skills: order is the count already in the category, whatever the client sends', async () => {
      const made: { id: string; order: number }[] = [];
      for (const [category, order] of [
        ['Languages', 9],
        ['Languages', 0],
        ['Tools', 5],
        ['Languages', 1],
      ] as const) {
        made.push(await a.create('skills', { category, name: `${category} ${made.length}`, order }));
      }
      expect(made.map((s) => s.order)).toEqual([0, 1, 0, 2]);
      // Deleting re-packs within the category only.
      await a.delete(RESUME_API.item('skills', made[0].id));
      const rows = await a.rows('skills');
      const orderOf = (id: string) => rows.find((r) => r.id === id)!.order;
      expect([orderOf(made[1].id), orderOf(made[3].id), orderOf(made[2].id)]).toEqual([0, 1, 0]);
      // Moving a skill to another category puts it last there and closes the gap it leaves.
      const moved = await a.patch(RESUME_API.item('skills', made[1].id), { category: 'Tools' });
      expect(moved.body).toMatchObject({ category: 'Tools', order: 1 });
      expect((await a.rows('skills')).find((r) => r.id === made[3].id)!.order).toBe(0);
      // Listed by category, then order.
      const list = (await a.get(RESUME_API.section('skills'))).body;
      expect(list.map((s: { id: string }) => s.id)).toEqual([made[3].id, made[2].id, made[1].id]);
    });

    it('skills: reordering numbers within each category', async () => {
      const x = await a.create('skills', { category: 'A', name: 'x' });
      const y = await a.create('skills', { category: 'A', name: 'y' });
      const z = await a.create('skills', { category: 'B', name: 'z' });
      const res = await a.put(RESUME_API.order('skills'), { ids: [z.id, y.id, x.id] });
      expect(res.status).toBe(200);
      expect(res.body.map((s: { id: string; order: number }) => [s.id, s.order])).toEqual([
        [y.id, 0],
        [x.id, 1],
        [z.id, 0],
      ]);
    });

    it('refuses the item limit of a section with 409 SECTION_FULL', async () => {
      const limit = RESUME_LIMITS.itemsPerSection.certifications;
      const certificates = Array.from({ length: limit }, (_, i) => ({ name: `Cert ${i}`, issuer: 'Issuer' }));
      expect((await a.post(RESUME_API.importJsonResume, { certificates })).status).toBe(200);
      const res = await a.post(RESUME_API.section('certifications'), CASES.certifications.valid);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'SECTION_FULL', message: 'This section has reached its limit of items.' });
      expect((await a.rows('certifications')).length).toBe(limit);
    });
  });

  describe('PATCH /api/resume', () => {
    it('changes summary, font and theme, returns the resume and bumps lastUpdated', async () => {
      const a = await ResumeClient.signIn(t);
      const before = await a.lastUpdated();
      t.clock.advance(60_000);
      const res = await a.patch(RESUME_API.resume, {
        summary: '  Builder of things  ',
        font: 'Roboto',
        theme: 'green',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: expect.any(String),
        summary: 'Builder of things',
        font: 'Roboto',
        theme: 'green',
        language: 'en',
        sectionHeadings: {},
        lastUpdated: expect.any(String),
      });
      expect(new Date(res.body.lastUpdated).getTime()).toBeGreaterThan(before);
      const [row] = await a.rows('resumes');
      expect(row).toMatchObject({ summary: 'Builder of things', font: 'Roboto', theme: 'green' });
      const partial = await a.patch(RESUME_API.resume, { theme: 'red' });
      expect(partial.body).toMatchObject({ summary: 'Builder of things', font: 'Roboto', theme: 'red' });
      const cleared = await a.patch(RESUME_API.resume, { summary: '' });
      expect(cleared.body.summary).toBeNull();
    });

    it.each([
      ['an unknown font', { font: 'Comic Sans' }, 'VALIDATION_FAILED'],
      ['an unknown theme', { theme: 'pink' }, 'VALIDATION_FAILED'],
      ['a summary too long', { summary: 'x'.repeat(RESUME_LIMITS.summaryMaxLength + 1) }, 'VALIDATION_FAILED'],
      ['lastUpdated', { lastUpdated: '2020-01-01T00:00:00Z' }, 'FORBIDDEN_FIELD'],
      ['id', { id: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'FORBIDDEN_FIELD'],
    ])('refuses %s and changes nothing', async (_, body, code) => {
      const a = await ResumeClient.signIn(t);
      const before = await a.snapshot();
      const res = await a.patch(RESUME_API.resume, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      if (code === 'VALIDATION_FAILED') expect(res.body.details[0].field).toBe(Object.keys(body)[0]);
      expect(await a.snapshot()).toEqual(before);
    });
  });

  describe('GET /api/complete-resume', () => {
    it('costs the same number of SQL queries with 10 items as with 200', async () => {
      const seed = async (perSection: number) => {
        const a = await ResumeClient.signIn(t);
        const n = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));
        const res = await a.post(RESUME_API.importJsonResume, {
          work: n(perSection, (i) => ({
            name: `Co ${i}`,
            position: 'Dev',
            startDate: '2020-01',
            keywords: ['a', 'b'],
          })),
          education: n(perSection, (i) => ({ institution: `Uni ${i}`, studyType: 'BSc', startDate: '2010' })),
          skills: [{ name: 'Tech', keywords: n(perSection, (i) => `Skill ${i}`) }],
          projects: n(perSection, (i) => ({ name: `Project ${i}`, keywords: ['x'] })),
          certificates: n(perSection, (i) => ({ name: `Cert ${i}`, issuer: 'Org' })),
        });
        expect(res.status).toBe(200);
        return a;
      };
      const queriesFor = async (a: ResumeClient, items: number) => {
        const spy = jest.spyOn(t.dataSource.logger, 'logQuery');
        try {
          const res = await a.get('/api/complete-resume');
          expect(res.status).toBe(200);
          const total = RESUME_SECTIONS.reduce((sum, s) => sum + res.body[s].length, 0);
          expect(total).toBe(items);
          return spy.mock.calls.length;
        } finally {
          spy.mockRestore();
        }
      };
      const small = await queriesFor(await seed(2), 10);
      const large = await queriesFor(await seed(40), 200);
      expect(small).toBeGreaterThan(0);
      expect(large).toBe(small);
      console.log(`complete-resume SQL queries on ${target.name}: ${small} with 10 items, ${large} with 200 items`);
    });
  });
});
