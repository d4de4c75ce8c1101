import { ListApplications } from './list-applications.use-case';
import { applicationsWorld, personA, personB } from './testing/in-memory-ports';

/** The use case under test, on the world's fakes. */
const subject = (w: ReturnType<typeof applicationsWorld>) => new ListApplications(w.applications, w.activity);

describe('ListApplications', () => {
  it("lists the person's own applications newest first, each with its link's counts", async () => {
    const w = applicationsWorld();
    await w.create.execute(personA, { company: 'First', role: 'R' });
    w.clock.advance(1000);
    const second = await w.create.execute(personA, { company: 'Second', role: 'R' });
    await w.create.execute(personB, { company: 'Not mine', role: 'R' });
    const stored = w.links.links.get(second.link.id)!;
    w.links.links.set(second.link.id, {
      ...stored,
      viewCount: 3,
      downloadCount: 1,
      lastOpenedAt: '2026-11-27T09:00:00.000Z',
    });

    const rows = await subject(w).execute(personA.id);
    expect(rows.map((r) => r.application.company)).toEqual(['Second', 'First']);
    expect(rows[0].link).toMatchObject({ viewCount: 3, downloadCount: 1, lastOpenedAt: '2026-11-27T09:00:00.000Z' });
  });

  it('shows an application whose link was deleted with no link', async () => {
    const w = applicationsWorld();
    const { link } = await w.create.execute(personA, { company: 'PayCo', role: 'R' });
    w.links.links.delete(link.id);
    expect((await subject(w).execute(personA.id))[0].link).toBeNull();
  });
});
