import { LINK_CARD, SHARING_API, TAILORING_API } from '@resume/contracts';
import type { ShareLinkDetails } from '@resume/contracts';
import { metricsRegistry } from '../src/infrastructure/observability/metrics';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { APP_URL, freshIp, TestApp } from './support/test-app';

/**
 * Issue 28 point 5 (docs/decisions/0054-link-controls-and-previews.md): a public page and an uncoded share link unfurl
 * with the person's name, title and a PNG of the resume's first page (Open Graph, Twitter card); a coded, noindex,
 * paused or expired link and a private page unfurl with a neutral card, and their image answers 404. The image is
 * printed once per version, served with an ETag (304), and limited per client.
 */
const SLACKBOT = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';

async function owner(t: TestApp) {
  const c = await ResumeClient.signInPaid(t);
  await c.patch('/api/user', { name: 'Katherine Johnson', title: 'Research Mathematician', publicPage: true });
  await c.patch('/api/resume', { summary: 'Calculated trajectories.' });
  await c.create('experiences', { title: 'Mathematician', company: 'NACA', startDate: '1953-01', tags: ['math'] });
  return c;
}

async function newLink(c: ResumeClient, body: object = {}): Promise<ShareLinkDetails> {
  const res = await c.post(SHARING_API.shareLinks, body);
  if (res.status !== 201) throw new Error(`create link answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The content of each <meta property|name="..."> of a page, by its key. */
function metaOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) tags[m[1]] = m[2];
  return tags;
}

/** Width and height from a PNG's IHDR (after the 8-byte signature and the chunk's length and type). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Jobs the print queue completed in this process so far (PDFs and cards alike). */
async function printsSoFar(): Promise<number> {
  const metric = metricsRegistry.getSingleMetric('pdf_job_duration_seconds')!;
  const { values } = await metric.get();
  return (values as { metricName?: string; labels: Record<string, unknown>; value: number }[])
    .filter((v) => v.metricName === 'pdf_job_duration_seconds_count' && v.labels.outcome === 'completed')
    .reduce((sum, v) => sum + v.value, 0);
}

describe.each(targets())('link previews on $name', (target) => {
  const t = new TestApp(target, { LINK_CARD_PRINTS_PER_WINDOW: '6' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  const unfurl = (path: string) =>
    t.http().get(path).set('User-Agent', SLACKBOT).set('Accept', 'text/html').set('X-Forwarded-For', freshIp());
  const image = (url: string, ip = freshIp()) =>
    t
      .http()
      .get(url.replace(APP_URL, ''))
      .set('User-Agent', SLACKBOT)
      .set('X-Forwarded-For', ip)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  /** The person's card: name, title, the image of LINK_CARD's size at an address on the app's origin. */
  function expectPersonCard(html: string, url: string) {
    const meta = metaOf(html);
    expect(meta['og:title']).toContain('Katherine Johnson');
    expect(meta['og:description']).toContain('Research Mathematician');
    expect(meta['og:url']).toBe(url);
    expect(meta['og:image']).toMatch(new RegExp(`^${APP_URL}/(s|r)/[^/]+/card\\.png\\?v=[A-Za-z0-9_-]{22}$`));
    expect([meta['og:image:width'], meta['og:image:height'], meta['og:image:type']]).toEqual([
      String(LINK_CARD.width),
      String(LINK_CARD.height),
      'image/png',
    ]);
    expect([meta['twitter:card'], meta['twitter:image']]).toEqual(['summary_large_image', meta['og:image']]);
    expect(meta['twitter:title']).toBe(meta['og:title']);
    return meta['og:image'];
  }

  /** A neutral card: the product's name, nothing of the person, no image. */
  function expectNeutralCard(html: string) {
    const meta = metaOf(html);
    expect(meta['og:image']).toBeUndefined();
    expect(meta['twitter:image']).toBeUndefined();
    expect(meta['twitter:card']).toBe('summary');
    for (const key of ['og:title', 'og:description', 'twitter:title', 'twitter:description', 'description']) {
      expect([key, meta[key]]).toEqual([key, expect.not.stringMatching(/Katherine|Johnson|Mathematician|NACA/)]);
    }
  }

  it('an uncoded link: the person card, and its image a PNG of 1200 x 630 with an ETag and 304', async () => {
    const c = await owner(t);
    const link = await newLink(c);
    const page = await unfurl(`/s/${link.shareableId}`);
    expect(page.status).toBe(200);
    const url = expectPersonCard(page.text, `${APP_URL}/s/${link.shareableId}`);

    const res = await image(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(pngSize(res.body as Buffer)).toEqual({ width: LINK_CARD.width, height: LINK_CARD.height });
    const etag = res.headers.etag as string;
    expect(etag).toBe(`"${new URL(url).searchParams.get('v')}"`);

    const again = await image(url).set('If-None-Match', etag);
    expect([again.status, (again.body as Buffer).length]).toEqual([304, 0]);
  }, 90_000);

  it('prints a version once; an edit of the resume, the filter or the template is a new version and a new image', async () => {
    const c = await owner(t);
    const filter = (await c.post(TAILORING_API.filters, { name: 'Space', tags: ['math'] })).body as { id: string };
    const link = await newLink(c, { filterId: filter.id });
    const first = expectPersonCard((await unfurl(`/s/${link.shareableId}`)).text, `${APP_URL}/s/${link.shareableId}`);
    const one = await image(first);
    expect(one.status).toBe(200);

    const before = await printsSoFar();
    const two = await image(first);
    expect([two.status, Buffer.compare(two.body as Buffer, one.body as Buffer)]).toEqual([200, 0]);
    expect(await printsSoFar()).toBe(before);

    // The same page again names the same image; an edit of what the link shows names a new one.
    expect(metaOf((await unfurl(`/s/${link.shareableId}`)).text)['og:image']).toBe(first);
    await c.patch('/api/user', { title: 'Space Scientist' });
    const edited = metaOf((await unfurl(`/s/${link.shareableId}`)).text)['og:image'];
    expect(edited).not.toBe(first);
    await c.patch(TAILORING_API.filter(filter.id), { name: 'Orbits' });
    const refiltered = metaOf((await unfurl(`/s/${link.shareableId}`)).text)['og:image'];
    expect(refiltered).not.toBe(edited);

    const three = await image(refiltered);
    expect(three.status).toBe(200);
    expect(Buffer.compare(three.body as Buffer, one.body as Buffer)).not.toBe(0);
    expect(await printsSoFar()).toBe(before + 1);
    // The old ETag no longer matches: the new image, not a 304.
    expect((await image(refiltered).set('If-None-Match', one.headers.etag as string)).status).toBe(200);
  }, 120_000);

  it('a public page: the person card and its image; private again: the 404 page and a 404 image', async () => {
    const c = await owner(t);
    const username = (await c.get('/api/user')).body.username as string;
    const page = await unfurl(`/r/${username}`);
    expect(page.status).toBe(200);
    const url = expectPersonCard(page.text, `${APP_URL}/r/${username}`);
    const res = await image(url);
    expect([res.status, pngSize(res.body as Buffer)]).toEqual([200, { width: 1200, height: 630 }]);

    await c.patch('/api/user', { publicPage: false });
    const hidden = await unfurl(`/r/${username}`);
    expect(hidden.status).toBe(404);
    expectNeutralCard(hidden.text);
    expect((await image(url)).status).toBe(404);
    expect((await image(url).set('If-None-Match', res.headers.etag as string)).status).toBe(404);
  }, 90_000);

  it('a coded link: a neutral card without personal data, and no image by any address', async () => {
    const c = await owner(t);
    const link = await newLink(c, { securityCode: '2580' });
    const page = await unfurl(`/s/${link.shareableId}`);
    expect(page.status).toBe(403);
    expectNeutralCard(page.text);
    expect(page.text).not.toContain('Katherine');
    expect((await image(`/s/${link.shareableId}/card.png`)).status).toBe(404);
    expect((await image(`/s/${link.shareableId}/card.png?v=anything`)).status).toBe(404);
  });

  it('a noindex link: its page for visitors, a neutral card for unfurlers, and a 404 image', async () => {
    const c = await owner(t);
    const link = await newLink(c);
    const url = expectPersonCard((await unfurl(`/s/${link.shareableId}`)).text, `${APP_URL}/s/${link.shareableId}`);
    await c.patch(SHARING_API.shareLink(link.id), { noindex: true });
    const page = await unfurl(`/s/${link.shareableId}`);
    expect([page.status, page.text.includes('NACA')]).toEqual([200, true]);
    expectNeutralCard(page.text);
    expect((await image(url)).status).toBe(404);
  });

  it('a paused or expired link: the invalid page with a neutral card, and its image 404 (even revalidated)', async () => {
    const c = await owner(t);
    const link = await newLink(c);
    const url = expectPersonCard((await unfurl(`/s/${link.shareableId}`)).text, `${APP_URL}/s/${link.shareableId}`);
    await c.patch(SHARING_API.shareLink(link.id), { paused: true });
    const paused = await unfurl(`/s/${link.shareableId}`);
    expect(paused.status).toBe(404);
    expectNeutralCard(paused.text);
    expect((await image(url)).status).toBe(404);

    await c.patch(SHARING_API.shareLink(link.id), {
      paused: false,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    });
    t.clock.advance(2 * 60 * 60 * 1000);
    expect((await unfurl(`/s/${link.shareableId}`)).status).toBe(404);
    expect((await image(url)).status).toBe(404);
  });

  it('an unknown link or username: 404 images', async () => {
    expect((await image('/s/nosuchlink0000000000xx/card.png')).status).toBe(404);
    expect((await image('/r/no-such-person-here/card.png')).status).toBe(404);
  });

  it('limits the prints per client address (429 with Retry-After); a printed card is served past it', async () => {
    const c = await owner(t);
    const ip = freshIp();
    const links = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => newLink(c)));
    const statuses: number[] = [];
    let printed = '';
    for (const link of links) {
      const url = metaOf((await unfurl(`/s/${link.shareableId}`)).text)['og:image'];
      const res = await image(url, ip);
      statuses.push(res.status);
      if (res.status === 200) printed = url;
      else expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(6);
    expect((await image(printed, ip)).status).toBe(200);
  }, 180_000);
});

describe.each(targets().slice(0, 1))('link previews without Chromium on $name', (target) => {
  const t = new TestApp(target, { CHROMIUM_PATH: '/nonexistent' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  it('the pages keep their card tags without og:image; the image answers 503, never the page', async () => {
    const c = await owner(t);
    const link = await newLink(c);
    const page = await t.http().get(`/s/${link.shareableId}`).set('User-Agent', SLACKBOT);
    expect(page.status).toBe(200);
    const meta = metaOf(page.text);
    expect(meta['og:title']).toContain('Katherine Johnson');
    expect([meta['og:image'], meta['twitter:card']]).toEqual([undefined, 'summary']);
    const username = (await c.get('/api/user')).body.username as string;
    const own = await t.http().get(`/r/${username}`).set('User-Agent', SLACKBOT);
    expect([own.status, metaOf(own.text)['og:image']]).toEqual([200, undefined]);

    const res = await t.http().get(`/s/${link.shareableId}/card.png`).set('X-Forwarded-For', freshIp());
    expect([res.status, res.body.code]).toEqual([503, 'PDF_UNAVAILABLE']);
  });
});
