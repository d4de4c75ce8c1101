import { ERROR_CODES, TAILORING_API } from '@resume/contracts';
import { FILTER_LIMITS } from '@resume/contracts/dto';
import { expectPlanGate, PLAN_CASES, PREMIUM_REQUIRED } from './support/paid-plans';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

const EXPERIENCE = { title: 'Engineer', company: 'Acme', startDate: '2020-01' };
const NO_STYLE = {
  font: null,
  primaryColor: null,
  secondaryColor: null,
  accentStyle: null,
  companyName: null,
  logoImage: null,
  headerImage: null,
};
const ID = 'AAAAAAAAAAAAAAAAAAAAAA';

describe.each(targets())('filters on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  /** A paid user whose resume carries the tags React, Node (experiences) and Web (a project). */
  async function paidUserWithTags(): Promise<ResumeClient> {
    const a = await ResumeClient.signInPaid(t);
    await a.create('experiences', { ...EXPERIENCE, tags: ['React', 'Node'] });
    await a.create('projects', { name: 'Site', tags: ['Web'] });
    return a;
  }

  describe('paid-plan gating', () => {
    it.each(PLAN_CASES)('plan $plan, status $status: paid $paid', (planCase) =>
      expectPlanGate(t, TAILORING_API.filters, planCase),
    );

    it('refuses every filter route to a free user and writes nothing', async () => {
      const free = await ResumeClient.signIn(t);
      await free.create('experiences', { ...EXPERIENCE, tags: ['React'] });
      const calls = [
        free.get(TAILORING_API.filters),
        free.get(TAILORING_API.filterTags),
        free.post(TAILORING_API.filters, { name: 'F', tags: ['React'] }),
        free.patch(TAILORING_API.filter(ID), { name: 'F' }),
        free.delete(TAILORING_API.filter(ID)),
        free.get(TAILORING_API.filteredResume(ID)),
      ];
      for (const res of await Promise.all(calls)) expect([res.status, res.body]).toEqual([403, PREMIUM_REQUIRED]);
      expect(await free.rows('filters')).toEqual([]);
    });

    it('answers 401 without a session', async () => {
      const http = () => t.http();
      const calls = [
        http().get(TAILORING_API.filters),
        http().get(TAILORING_API.filterTags),
        http().post(TAILORING_API.filters).send({ name: 'F' }),
        http().patch(TAILORING_API.filter(ID)).send({ name: 'F' }),
        http().delete(TAILORING_API.filter(ID)),
        http().get(TAILORING_API.filteredResume(ID)),
      ];
      for (const res of await Promise.all(calls)) expect([res.status, res.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    });
  });

  describe('CRUD', () => {
    it('lists the sorted unique tags of experiences and projects', async () => {
      const a = await paidUserWithTags();
      await a.create('experiences', { ...EXPERIENCE, tags: ['react', 'AWS'] });
      const res = await a.get(TAILORING_API.filterTags);
      expect([res.status, res.body]).toEqual([200, ['AWS', 'Node', 'React', 'Web']]);
    });

    it('creates, lists, updates and deletes a filter, with its row', async () => {
      const a = await paidUserWithTags();
      const created = await a.post(TAILORING_API.filters, { name: '  Frontend ', tags: ['react', 'Web'] });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        name: 'Frontend',
        tags: ['React', 'Web'],
        ...NO_STYLE,
        // Not in the spec (docs/decisions/0047-resume-language.md): none of its own, the resume's.
        language: null,
      });
      const [row] = await a.rows('filters');
      expect(row).toMatchObject({ id: created.body.id, userId: a.userId, name: 'Frontend', primaryColor: null });
      expect(JSON.parse(row.tags as string)).toEqual(['React', 'Web']);

      const list = await a.get(TAILORING_API.filters);
      expect([list.status, list.body]).toEqual([200, [created.body]]);

      const style = {
        primaryColor: '#2563EB',
        accentStyle: 'border-top',
        font: 'Lato',
        companyName: 'Globex',
        logoImage: 'https://x.test/l.png',
      };
      const patched = await a.patch(TAILORING_API.filter(created.body.id), {
        id: created.body.id,
        name: 'Backend',
        tags: ['Node'],
        ...style,
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toEqual({ ...created.body, ...style, name: 'Backend', tags: ['Node'] });
      const [after] = await a.rows('filters');
      expect(after).toMatchObject({ name: 'Backend', ...style });
      expect(JSON.parse(after.tags as string)).toEqual(['Node']);

      const partial = await a.patch(TAILORING_API.filter(created.body.id), { primaryColor: null });
      expect(partial.body).toEqual({ ...patched.body, primaryColor: null });

      const deleted = await a.delete(TAILORING_API.filter(created.body.id));
      expect([deleted.status, deleted.text]).toEqual([204, '']);
      expect(await a.rows('filters')).toEqual([]);
      expect((await a.delete(TAILORING_API.filter(created.body.id))).status).toBe(404);
    });

    it('keeps a tag the resume no longer carries when the filter is saved again, but takes no new unknown tag', async () => {
      const a = await ResumeClient.signInPaid(t);
      const item = await a.create('experiences', { ...EXPERIENCE, tags: ['React'] });
      const filter = (await a.post(TAILORING_API.filters, { name: 'F', tags: ['React'] })).body;
      await a.patch(`/api/experiences/${item.id}`, { tags: ['Vue'] });
      const renamed = await a.patch(TAILORING_API.filter(filter.id), { name: 'G', tags: ['React'] });
      expect([renamed.status, renamed.body.tags]).toEqual([200, ['React']]);
      const added = await a.patch(TAILORING_API.filter(filter.id), { tags: ['React', 'Go'] });
      expect([added.status, added.body.code]).toEqual([400, 'UNKNOWN_TAG']);
    });
  });

  describe('bad input', () => {
    it.each([
      [
        'an unknown tag',
        { name: 'F', tags: ['React', 'Cobol'] },
        'UNKNOWN_TAG',
        [{ field: 'tags', problem: '"Cobol" is not a tag of your experiences or projects' }],
      ],
      [
        'a duplicate tag',
        { name: 'F', tags: ['React', 'react'] },
        'DUPLICATE_TAG',
        [{ field: 'tags', problem: 'This tag has already been added.' }],
      ],
      [
        'no name (create only: an update may leave it out)',
        { tags: ['React'] },
        'REQUIRED_FIELDS_MISSING',
        [{ field: 'name', problem: 'Please fill in all required fields.' }],
      ],
      [
        'a blank name',
        { name: '   ' },
        'REQUIRED_FIELDS_MISSING',
        [{ field: 'name', problem: 'Please fill in all required fields.' }],
      ],
      [
        'a colour that is not hex',
        { name: 'F', primaryColor: 'blue' },
        'VALIDATION_FAILED',
        [{ field: 'primaryColor', problem: 'Primary colour must be a colour code, for example #3B82F6' }],
      ],
      [
        'an unknown accent style',
        { name: 'F', accentStyle: 'border-middle' },
        'VALIDATION_FAILED',
        [{ field: 'accentStyle', problem: expect.stringContaining('Accent style must be one of') }],
      ],
      [
        'a javascript: logo',
        { name: 'F', logoImage: 'javascript:alert(1)' },
        'VALIDATION_FAILED',
        [{ field: 'logoImage', problem: 'Logo image URL must be an image address starting with http:// or https://' }],
      ],
      [
        'a userId',
        { name: 'F', userId: 'x' },
        'FORBIDDEN_FIELD',
        [{ field: 'userId', problem: 'property userId should not exist' }],
      ],
    ])('refuses %s on create and on update, changing nothing', async (_, body, code, details) => {
      const a = await paidUserWithTags();
      const existing = (await a.post(TAILORING_API.filters, { name: 'Keep', tags: ['Web'] })).body;
      const before = await a.rows('filters');
      const update = 'name' in body ? [await a.patch(TAILORING_API.filter(existing.id), body)] : [];
      for (const res of [await a.post(TAILORING_API.filters, body), ...update]) {
        expect(res.status).toBe(ERROR_CODES[code as keyof typeof ERROR_CODES].status);
        expect(res.body).toEqual({ code, message: ERROR_CODES[code as keyof typeof ERROR_CODES].message, details });
      }
      expect(await a.rows('filters')).toEqual(before);
    });

    it('refuses a body id that is not the path id', async () => {
      const a = await paidUserWithTags();
      const filter = (await a.post(TAILORING_API.filters, { name: 'F' })).body;
      const res = await a.patch(TAILORING_API.filter(filter.id), { id: ID, name: 'G' });
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it(`keeps at most ${FILTER_LIMITS.perUser} filters per user: 409 FILTER_LIMIT_REACHED`, async () => {
      const a = await paidUserWithTags();
      const now = '2024-01-01 00:00:00.000';
      for (let i = 0; i < FILTER_LIMITS.perUser - 1; i++) {
        await t.dataSource.query(
          'INSERT INTO filters (id, userId, name, tags, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)',
          [`limit-${a.userId.slice(0, 8)}-${i}`, a.userId, `F${i}`, '[]', now, now],
        );
      }
      expect((await a.post(TAILORING_API.filters, { name: 'Last' })).status).toBe(201);
      const over = await a.post(TAILORING_API.filters, { name: 'One too many' });
      expect([over.status, over.body.code]).toEqual([409, 'FILTER_LIMIT_REACHED']);
      expect(await t.count('filters', 'userId = ?', [a.userId])).toBe(FILTER_LIMITS.perUser);
    });
  });

  it("another user cannot list, change, delete or preview a user's filter", async () => {
    const a = await paidUserWithTags();
    const b = await paidUserWithTags();
    const filter = (await a.post(TAILORING_API.filters, { name: 'Mine', tags: ['React'] })).body;
    const before = await a.rows('filters');
    expect((await b.get(TAILORING_API.filters)).body).toEqual([]);
    const patched = await b.patch(TAILORING_API.filter(filter.id), { name: 'Theirs' });
    const deleted = await b.delete(TAILORING_API.filter(filter.id));
    const preview = await b.get(TAILORING_API.filteredResume(filter.id));
    expect([patched.status, patched.body.code]).toEqual([404, 'NOT_FOUND']);
    expect([deleted.status, deleted.body.code]).toEqual([404, 'NOT_FOUND']);
    expect([preview.status, preview.body.code]).toEqual([404, 'RESUME_NOT_FOUND']);
    expect(await a.rows('filters')).toEqual(before);
    expect(await b.rows('filters')).toEqual([]);
  });

  describe('the filtered resume', () => {
    it('shows only the tagged experiences and projects that match, everything else whole', async () => {
      const a = await ResumeClient.signInPaid(t);
      const react = await a.create('experiences', { ...EXPERIENCE, company: 'R', tags: ['React'] });
      await a.create('experiences', { ...EXPERIENCE, company: 'G', tags: ['Go'] });
      await a.create('experiences', { ...EXPERIENCE, company: 'Untagged' });
      const both = await a.create('experiences', { ...EXPERIENCE, company: 'Both', tags: ['Go', 'react'] });
      const site = await a.create('projects', { name: 'Site', tags: ['React'] });
      await a.create('projects', { name: 'Untagged' });
      const school = await a.create('education', { degree: 'BSc', institution: 'TU', startDate: '2015' });
      const skill = await a.create('skills', { category: 'Other', name: 'Go' });
      const filter = (
        await a.post(TAILORING_API.filters, { name: 'Frontend', tags: ['React'], primaryColor: '#10B981' })
      ).body;

      const res = await a.get(TAILORING_API.filteredResume(filter.id));
      expect(res.status).toBe(200);
      const complete = (await a.get('/api/complete-resume')).body;
      expect(res.body).toEqual({ ...complete, experiences: [react, both], projects: [site], filter });
      expect(res.body.education).toEqual([school]);
      expect(res.body.skills).toEqual([skill]);

      const everything = (await a.post(TAILORING_API.filters, { name: 'All' })).body;
      const all = await a.get(TAILORING_API.filteredResume(everything.id));
      expect(all.body).toEqual({ ...complete, filter: everything });
    });

    it('answers 404 RESUME_NOT_FOUND for an unknown filter', async () => {
      const a = await ResumeClient.signInPaid(t);
      const res = await a.get(TAILORING_API.filteredResume(ID));
      expect([res.status, res.body.code]).toEqual([404, 'RESUME_NOT_FOUND']);
    });
  });
});
