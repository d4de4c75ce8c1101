import { RecordShareDownload } from './record-share-download.use-case';
import { aShareLink, InMemoryLinksForVisit, sharingFakes } from './testing/in-memory-ports';

describe('RecordShareDownload', () => {
  const setup = () => {
    const fakes = sharingFakes();
    fakes.links.rows.push(aShareLink());
    const useCase = new RecordShareDownload(new InMemoryLinksForVisit(fakes.links), fakes.analytics, fakes.clock);
    return { ...fakes, useCase };
  };

  it('counts a visitor’s download, not the owner’s', async () => {
    const { useCase, analytics } = setup();
    expect(await useCase.execute('pub-l1')).toBe(true);
    expect(await useCase.execute('pub-l1', 'u1')).toBe(true);
    expect(await useCase.execute('pub-l1', 'u2')).toBe(true);
    expect(analytics.downloads.map((d) => d.linkId)).toEqual(['l1', 'l1']);
  });

  it('answers false for an unknown link and counts nothing', async () => {
    const { useCase, analytics } = setup();
    expect(await useCase.execute('nope')).toBe(false);
    expect(analytics.downloads).toHaveLength(0);
  });
});
