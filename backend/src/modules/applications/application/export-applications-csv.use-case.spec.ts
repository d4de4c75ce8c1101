import { ExportApplicationsCsv } from './export-applications-csv.use-case';
import { UpdateApplication } from './update-application.use-case';
import { applicationsWorld, personA, personB } from './testing/in-memory-ports';

describe('ExportApplicationsCsv', () => {
  it("writes the person's applications only, newest first, with the link's address and counts", async () => {
    const w = applicationsWorld();
    const exportCsv = new ExportApplicationsCsv(w.list);
    const first = await w.create.execute(personA, {
      company: 'Acme, Inc.',
      role: 'Engineer',
      notes: '=HYPERLINK("x")',
    });
    await new UpdateApplication(w.applications, w.get, w.clock, w.transaction).execute(
      personA.id,
      first.application.id,
      {
        status: 'applied',
      },
    );
    await w.create.execute(personB, { company: 'Not mine', role: 'R' });

    const csv = await exportCsv.execute(personA.id, (id) => `https://app.example/s/${id}`);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'Company,Role,Status,Applied on,Status changed,Match score,Rules version,Views,Downloads,Last opened,Link,Version sent,Posting address,Notes,Created',
    );
    expect(lines[1]).toContain('"Acme, Inc.",Engineer,applied,');
    expect(lines[1]).toContain(',0,0,,https://app.example/s/share1,frozen 2026-11-27T10:00:00.000Z,,');
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(csv).not.toContain('Not mine');
  });
});
