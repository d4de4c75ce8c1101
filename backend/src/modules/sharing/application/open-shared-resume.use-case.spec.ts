import { lapseGraceEnd } from '@resume/contracts';
import { aCompleteResume } from '../../../shared/testing/resume-fixtures';
import { RecordingMail } from '../../../shared/testing/recording-mail';
import { AppConfig } from '../../../config/app-config';
import { FREE_TEMPLATE_ID } from '../domain/lapsed-share';
import { CountVisit } from './count-visit';
import { OpenSharedResume } from './open-shared-resume.use-case';
import { ShareCodeGate } from './share-code-gate';
import {
  aShareLink,
  FakeAccessPass,
  FixedSalts,
  InMemoryCodeGuesses,
  InMemoryLinksForVisit,
  MapShareCache,
  sharingFakes,
} from './testing/in-memory-ports';

describe('OpenSharedResume', () => {
  const visitor = { ip: '203.0.113.7', userAgent: 'Firefox' };
  const setup = () => {
    const fakes = sharingFakes();
    const { links, content, clock, analytics, snapshots } = fakes;
    const visits = new InMemoryLinksForVisit(links);
    const cache = new MapShareCache();
    const config = Object.assign(new AppConfig(), { appUrl: 'https://cv.example.com' });
    const gate = new ShareCodeGate(
      new InMemoryCodeGuesses(links),
      new FakeAccessPass(),
      content,
      new RecordingMail(),
      config,
      clock,
    );
    const count = new CountVisit(analytics, new FixedSalts(), clock);
    const useCase = new OpenSharedResume(visits, content, cache, gate, count, snapshots, clock);
    links.rows.push(aShareLink());
    return { ...fakes, visits, cache, useCase };
  };

  it('answers SHARE_LINK_INVALID for an unknown id', async () => {
    const { useCase } = setup();
    await expect(useCase.execute({ shareableId: 'nope', visitor })).rejects.toMatchObject({
      code: 'SHARE_LINK_INVALID',
    });
  });

  it('shows the owner’s public resume on the link’s template, hidden contact fields left out', async () => {
    const { useCase } = setup();
    const opened = await useCase.execute({ shareableId: 'pub-l1', visitor });
    expect(opened.body.user).toMatchObject({ name: 'Ada', email: null, phone: '+44 20 7946 0000' });
    expect(opened.body.user).not.toHaveProperty('id');
    expect(opened.body.template?.id).toBe('t1');
    expect(opened.body.productBranding).toBe(false);
    expect(JSON.parse(opened.json)).toEqual(opened.body);
    expect(opened.version).toBe('v1');
  });

  it('leaves out the items the link’s filter hides', async () => {
    const { useCase, links } = setup();
    links.rows[0] = aShareLink({ filterId: 'f1' });
    const opened = await useCase.execute({ shareableId: 'pub-l1', visitor });
    expect(opened.body.experiences.map((e) => e.id)).toEqual(['e1']);
    expect(opened.body.filter?.name).toBe('Math jobs');
  });

  it('counts a visitor once an hour and never the owner', async () => {
    const { useCase, analytics } = setup();
    await useCase.execute({ shareableId: 'pub-l1', visitor });
    await useCase.execute({ shareableId: 'pub-l1', visitor });
    await useCase.execute({ shareableId: 'pub-l1', visitor: { ...visitor, ip: '198.51.100.1' } });
    await useCase.execute({ shareableId: 'pub-l1', visitor: { ...visitor, ip: '192.0.2.9' }, viewerId: 'u1' });
    expect(analytics.views).toHaveLength(2);
    expect(analytics.views.map((v) => v.linkId)).toEqual(['l1', 'l1']);
    expect(analytics.views[0].visitorHash).not.toContain(visitor.ip);
  });

  it('asks a stranger for the code of a coded link, and lets the owner in without one', async () => {
    const { useCase, links, analytics } = setup();
    links.rows[0] = aShareLink({ securityCode: '1234' });
    await expect(useCase.execute({ shareableId: 'pub-l1', visitor })).rejects.toMatchObject({
      code: 'SECURITY_CODE_REQUIRED',
      extras: { requiresCode: true },
    });
    expect(analytics.views).toHaveLength(0);
    const own = await useCase.execute({ shareableId: 'pub-l1', visitor, viewerId: 'u1' });
    expect(own.granted).toBeUndefined();
    expect(own.body.user.name).toBe('Ada');
  });

  it('opens a coded link for the right code with a pass, and for the pass alone afterwards', async () => {
    const { useCase, links } = setup();
    links.rows[0] = aShareLink({ securityCode: '1234' });
    const opened = await useCase.execute({ shareableId: 'pub-l1', code: '1234', visitor });
    expect(opened.granted?.token).toBeTruthy();
    const again = await useCase.execute({ shareableId: 'pub-l1', pass: opened.granted!.token, visitor });
    expect(again.body.user.name).toBe('Ada');
    expect(again.granted).toBeUndefined();
  });

  it('assembles once per version stamp: a second visit is served from the cache, a new stamp reads again', async () => {
    const { useCase, content, visits } = setup();
    await useCase.execute({ shareableId: 'pub-l1', visitor });
    content.resumes.set('u1', aCompleteResume(content.owners.get('u1'), 'Changed'));
    expect((await useCase.execute({ shareableId: 'pub-l1', visitor })).body.resume.summary).toBe('Now');
    expect(content.completeReads).toBe(1);
    visits.version = 'v2';
    expect((await useCase.execute({ shareableId: 'pub-l1', visitor })).body.resume.summary).toBe('Changed');
  });

  it('shows a frozen link’s stored version after the resume changed', async () => {
    const { useCase, links, freezer, owner, content, clock } = setup();
    const frozen = await freezer.freeze(links.rows[0], owner, clock.now());
    links.rows[0] = aShareLink({ frozen });
    content.resumes.set('u1', aCompleteResume(owner, 'Changed'));
    const opened = await useCase.execute({ shareableId: 'pub-l1', visitor });
    expect(opened.body.resume.summary).toBe('Now');
    expect(opened.body.template?.id).toBe('t1');
  });

  it('answers SHARE_LINK_INVALID when the frozen version or the owner is gone', async () => {
    const { useCase, links, content } = setup();
    links.rows[0] = aShareLink({ frozen: { snapshotId: 'gone', at: new Date(0), filter: null, template: null } });
    await expect(useCase.execute({ shareableId: 'pub-l1', visitor })).rejects.toMatchObject({
      code: 'SHARE_LINK_INVALID',
    });
    links.rows[0] = aShareLink();
    content.owners.clear();
    await expect(useCase.execute({ shareableId: 'pub-l1', visitor })).rejects.toMatchObject({
      code: 'SHARE_LINK_INVALID',
    });
  });

  it('shows the free preset instead of a paid template once the owner’s paid features stop', async () => {
    const { useCase, content } = setup();
    content.owners.set('u1', { ...content.owners.get('u1')!, servesPaidFeatures: false });
    const opened = await useCase.execute({ shareableId: 'pub-l1', visitor });
    expect(opened.body.template?.id).toBe(FREE_TEMPLATE_ID);
  });

  it('marks the stamp once a lapse’s grace has ended, not before', async () => {
    const { useCase, visits, clock } = setup();
    const ended = clock.now();
    visits.paidAccessEndedAt = ended;
    expect((await useCase.execute({ shareableId: 'pub-l1', visitor })).version).toBe('v1');
    clock.advance(lapseGraceEnd(ended).getTime() - ended.getTime() + 1000);
    expect((await useCase.execute({ shareableId: 'pub-l1', visitor })).version).toBe('v1|lapsed');
  });

  it('gives a coded link’s dialog the owner’s branding only as a yes or no', async () => {
    const { useCase, content } = setup();
    expect(await useCase.codePageChrome('pub-l1')).toEqual({ productBranding: false });
    content.owners.set('u1', { ...content.owners.get('u1')!, plan: 'free', subscriptionStatus: null });
    expect(await useCase.codePageChrome('pub-l1')).toEqual({ productBranding: true });
    expect(await useCase.codePageChrome('nope')).toEqual({ productBranding: true });
  });
});
