/**
 * Spec 3, Skill: `proficiency` is stored, accepted and returned, and shades the skill's chip in the shared view:
 * opacity min(90, 30 + proficiency*10) percent, or 40 without one (the level does not stand in).
 */
import { RESUME_API, SHARING_API } from '@resume/contracts';
import { newId } from '../src/shared/domain/random';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

/** The style of the chip that shows `name` on a rendered page. */
function chipStyle(html: string, name: string): string | undefined {
  // The value is isolated in <bdi> (decision 0048).
  return new RegExp(`<li[^>]*data-entry="skill"[^>]*style="([^"]*)"[^>]*><bdi>${name}</bdi></li>`).exec(html)?.[1];
}

describe.each(targets())('skill proficiency on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  it('is stored, returned, changed and cleared; none by default', async () => {
    const a = await ResumeClient.signIn(t);
    const rated = await a.create('skills', { category: 'Languages', name: 'Go', level: 2, proficiency: 7 });
    expect(rated).toMatchObject({ name: 'Go', level: 2, proficiency: 7 });
    const plain = await a.create('skills', { category: 'Languages', name: 'SQL' });
    expect(plain).toMatchObject({ level: 3, proficiency: null });

    const changed = await a.patch(RESUME_API.item('skills', plain.id), { proficiency: 0 });
    expect([changed.status, changed.body.proficiency]).toEqual([200, 0]);
    const cleared = await a.patch(RESUME_API.item('skills', rated.id), { proficiency: null });
    expect([cleared.status, cleared.body.proficiency]).toEqual([200, null]);
    // A patch without the field leaves it as it is.
    expect((await a.patch(RESUME_API.item('skills', plain.id), { level: 5 })).body).toMatchObject({
      level: 5,
      proficiency: 0,
    });

    const listed = (await a.get(RESUME_API.section('skills'))).body;
    expect(listed.map((s: { name: string; proficiency: number | null }) => [s.name, s.proficiency])).toEqual([
      ['Go', null],
      ['SQL', 0],
    ]);
    const complete = (await a.get('/api/complete-resume')).body;
    expect(complete.skills.map((s: { proficiency: number | null }) => s.proficiency)).toEqual([null, 0]);
  });

  it.each([[-1], [11], [2.5], ['7']])('refuses %j', async (proficiency) => {
    const a = await ResumeClient.signIn(t);
    const res = await a.post(RESUME_API.section('skills'), { category: 'C', name: 'N', proficiency });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'proficiency', problem: 'Proficiency must be a whole number from 0 to 10.' },
    ]);
    expect(await a.rows('skills')).toEqual([]);
  });

  it('a skill saved before the field existed has none (its row holds NULL)', async () => {
    const a = await ResumeClient.signIn(t);
    const existing = await a.create('skills', { category: 'Tools', name: 'Git', level: 5 });
    const [resume] = await a.rows('resumes');
    // A row as the older code wrote it: no proficiency column named at all.
    await t.dataSource.query(
      'INSERT INTO skills (id, userId, resumeId, `order`, category, name, level) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [newId(), a.userId, resume.id, 1, 'Tools', 'Make', 4],
    );
    const skills = (await a.get(RESUME_API.section('skills'))).body;
    expect(skills.map((s: { name: string; proficiency: unknown }) => [s.name, s.proficiency])).toEqual([
      ['Git', null],
      ['Make', null],
    ]);
    expect(existing.proficiency).toBeNull();
  });

  it('shades the chips on the public and shared pages by proficiency, 40 % without one, whatever the level', async () => {
    const a = await ResumeClient.signInPaid(t);
    await a.create('skills', { category: 'Technical Skills', name: 'TypeScript', level: 1, proficiency: 5 });
    await a.create('skills', { category: 'Technical Skills', name: 'Rust', level: 2, proficiency: 9 });
    await a.create('skills', { category: 'Languages', name: 'French', level: 5 });
    await a.create('skills', { category: 'Languages', name: 'Latin', level: 1, proficiency: 0 });
    const [user] = await t.dataSource.query('SELECT username FROM users WHERE id = ?', [a.userId]);
    const link = (await a.post(SHARING_API.shareLinks, {})).body as { shareableId: string };

    for (const path of [`/r/${user.username}`, `/s/${link.shareableId}`]) {
      const page = await t.http().get(path);
      expect(page.status).toBe(200);
      expect(chipStyle(page.text, 'TypeScript')).toContain('background:rgba(59, 130, 246, 0.8)');
      expect(chipStyle(page.text, 'Rust')).toContain('background:rgba(59, 130, 246, 0.9)');
      expect(chipStyle(page.text, 'French')).toContain('background:rgba(16, 185, 129, 0.4)');
      expect(chipStyle(page.text, 'Latin')).toContain('background:rgba(16, 185, 129, 0.3)');
    }
    const shared = (await t.http().get(SHARING_API.sharedResume(link.shareableId))).body;
    expect(shared.skills.map((s: { name: string; proficiency: unknown }) => [s.name, s.proficiency])).toEqual(
      expect.arrayContaining([
        ['TypeScript', 5],
        ['French', null],
      ]),
    );
  });
});
