import { DeleteApplication } from './delete-application.use-case';
import { applicationsWorld, personA, personB } from './testing/in-memory-ports';

describe('DeleteApplication', () => {
  it("deletes the owner's application and keeps its link; another person's, or twice, is APPLICATION_NOT_FOUND", async () => {
    const w = applicationsWorld();
    const remove = new DeleteApplication(w.applications);
    const { application, link } = await w.create.execute(personA, { company: 'PayCo', role: 'R' });
    await expect(remove.execute(personB.id, application.id)).rejects.toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
    expect(w.applications.rows).toHaveLength(1);
    await remove.execute(personA.id, application.id);
    expect(w.applications.rows).toEqual([]);
    expect(w.links.links.has(link.id)).toBe(true);
    await expect(remove.execute(personA.id, application.id)).rejects.toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
  });
});
