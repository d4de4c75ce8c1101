import { SHARE_LINK_LIMITS } from '@resume/contracts';
import { CreateShareLink } from './create-share-link.use-case';
import { aShareLink, sharingFakes } from './testing/in-memory-ports';

describe('CreateShareLink', () => {
  const setup = () => {
    const fakes = sharingFakes();
    const { links, content, clock, freezer, transaction } = fakes;
    return { ...fakes, useCase: new CreateShareLink(links, content, clock, freezer, transaction) };
  };

  it('stores a live link on the default template from the share page (a filter only), with the filter’s name', async () => {
    const { useCase, links, owner, snapshots } = setup();
    const created = await useCase.execute(owner, { filterId: 'f1' });
    expect(created.filterName).toBe('Math jobs');
    expect(links.rows).toEqual([created.link]);
    expect(created.link).toMatchObject({
      userId: 'u1',
      resumeId: 'r-u1',
      templateId: 't1',
      filterId: 'f1',
      securityCode: null,
      noindex: false,
      allowPdfDownload: false,
      frozen: null,
    });
    expect(created.link.shareableId).not.toBe(created.link.id);
    expect(snapshots.rows.size).toBe(0);
  });

  it('requires a template in the full form (TEMPLATE_REQUIRED) and stores nothing', async () => {
    const { useCase, links, owner } = setup();
    await expect(useCase.execute(owner, { resumeId: 'r-u1' })).rejects.toMatchObject({ code: 'TEMPLATE_REQUIRED' });
    expect(links.rows).toHaveLength(0);
  });

  it('answers TEMPLATE_REQUIRED from the share page when the user has no default and no preset can be read', async () => {
    const { useCase, content, owner } = setup();
    content.defaults.clear();
    await expect(useCase.execute(owner, {})).rejects.toMatchObject({ code: 'TEMPLATE_REQUIRED' });
  });

  it('treats another user’s resume, template or filter as not found', async () => {
    const { useCase, content, links, owner } = setup();
    content.templates.set('t9', { ...content.templates.get('t1')!, id: 't9', userId: 'u2' });
    content.filters.set('f9', { id: 'f9', name: 'Theirs', tags: [], userId: 'u2' });
    await expect(useCase.execute(owner, { resumeId: 'r-u2', templateId: 't1' })).rejects.toMatchObject({
      code: 'RESUME_NOT_FOUND',
    });
    await expect(useCase.execute(owner, { templateId: 't9' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(useCase.execute(owner, { filterId: 'f9' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(links.rows).toHaveLength(0);
  });

  it('keeps the owner’s choices: a code, noindex, PDF download, a preset template', async () => {
    const { useCase, owner } = setup();
    const created = await useCase.execute(owner, {
      resumeId: 'r-u1',
      templateId: 'preset-traditional',
      securityCode: '1234',
      noindex: true,
      allowPdfDownload: true,
    });
    expect(created.link).toMatchObject({ securityCode: '1234', noindex: true, allowPdfDownload: true });
  });

  it('warns that a code protects nothing while the public page is on, and not when it is off', async () => {
    const { useCase, owner } = setup();
    expect((await useCase.execute(owner, { securityCode: '1234' })).warnings).toEqual(['PUBLIC_PAGE_ON']);
    expect((await useCase.execute({ ...owner, publicPage: false }, { securityCode: '1234' })).warnings).toEqual([]);
    expect((await useCase.execute(owner, {})).warnings).toEqual([]);
  });

  it(`refuses a link past ${SHARE_LINK_LIMITS.perUser} (SHARE_LINK_LIMIT_REACHED)`, async () => {
    const { useCase, links, owner } = setup();
    links.rows = Array.from({ length: SHARE_LINK_LIMITS.perUser }, (_, i) => aShareLink({ id: `l${i}` }));
    await expect(useCase.execute(owner, {})).rejects.toMatchObject({ code: 'SHARE_LINK_LIMIT_REACHED' });
    expect(links.rows).toHaveLength(SHARE_LINK_LIMITS.perUser);
    links.rows.pop();
    await expect(useCase.execute(owner, {})).resolves.toBeDefined();
  });

  it('freezes the resume, filter and template of now when asked for a frozen link, in the same transaction', async () => {
    const { useCase, owner, snapshots, transaction } = setup();
    const created = await useCase.execute(owner, { filterId: 'f1', mode: 'frozen' });
    expect(created.link.frozen).toMatchObject({ filter: { id: 'f1', tags: ['math'] }, template: { id: 't1' } });
    expect(snapshots.rows.has(created.link.frozen!.snapshotId)).toBe(true);
    expect(transaction.runs).toBe(1);
  });
});
