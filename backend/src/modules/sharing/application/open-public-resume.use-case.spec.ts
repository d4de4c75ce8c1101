import { OpenPublicResume } from './open-public-resume.use-case';
import { InMemoryPublicVersions, MapShareCache, sharingFakes } from './testing/in-memory-ports';

describe('OpenPublicResume', () => {
  const setup = () => {
    const fakes = sharingFakes();
    const versions = new InMemoryPublicVersions();
    versions.rows.set('ada', { userId: 'u1', publicPage: true, version: 'v1' });
    const useCase = new OpenPublicResume(versions, fakes.content, new MapShareCache());
    return { ...fakes, versions, useCase };
  };

  it('finds a username in any case and opens the public resume with its chrome', async () => {
    const { useCase } = setup();
    const found = await useCase.find('ADA');
    expect(found).toEqual({ userId: 'u1', version: 'v1' });
    const opened = await useCase.open(found);
    expect(opened.version).toBe('v1');
    expect(opened.body.user).toMatchObject({ username: 'ada', email: null });
    expect(opened.body.productBranding).toBe(false);
  });

  it('answers an unknown username and a page turned off alike (RESUME_NOT_FOUND)', async () => {
    const { useCase, versions } = setup();
    await expect(useCase.find('nobody')).rejects.toMatchObject({ code: 'RESUME_NOT_FOUND' });
    versions.rows.set('ada', { userId: 'u1', publicPage: false, version: 'v2' });
    await expect(useCase.find('ada')).rejects.toMatchObject({ code: 'RESUME_NOT_FOUND' });
  });

  it('answers RESUME_NOT_FOUND when the page was turned off after the stamp was read', async () => {
    const { useCase, content } = setup();
    const found = await useCase.find('ada');
    content.owners.set('u1', { ...content.owners.get('u1')!, publicPage: false });
    await expect(useCase.open(found)).rejects.toMatchObject({ code: 'RESUME_NOT_FOUND' });
  });

  it('assembles once per stamp', async () => {
    const { useCase, content } = setup();
    await useCase.open(await useCase.find('ada'));
    await useCase.open(await useCase.find('ada'));
    expect(content.completeReads).toBe(1);
    await useCase.open({ userId: 'u1', version: 'v2' });
    expect(content.completeReads).toBe(2);
  });
});
