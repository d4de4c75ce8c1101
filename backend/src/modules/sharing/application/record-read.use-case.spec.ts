import { READING_LIMITS } from '@resume/contracts';
import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { RecordRead, type ReadBeacon } from './record-read.use-case';
import {
  aLink,
  FakeVisitTokens,
  InMemoryLinkReadings,
  InMemoryLinksForVisit,
  InMemoryShareLinks,
} from './testing/in-memory-ports';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function setup() {
  // Standing still: the page's age is then exactly what the test advanced (real time moving between the token and
  // the beacon made it 126 s instead of 125 under load).
  const clock = new AdjustableClock(new Date('2026-11-27T12:00:00Z'));
  const tokens = new FakeVisitTokens();
  const readings = new InMemoryLinkReadings();
  const link = aLink();
  const links = new InMemoryShareLinks();
  links.rows.push(link);
  const record = new RecordRead(tokens, new InMemoryLinksForVisit(links), readings, clock);
  const token = tokens.issue(link.shareableId, clock.now());
  clock.advance(120_000);
  const beacon = (over: Partial<ReadBeacon> = {}): ReadBeacon => ({
    shareableId: link.shareableId,
    token,
    seconds: '30',
    depth: '40',
    viewerId: null,
    userAgent: BROWSER,
    ...over,
  });
  return { clock, tokens, readings, record, beacon };
}

describe('RecordRead', () => {
  it("keeps a visit's largest time and depth, whatever order the beacons come in", async () => {
    const { readings, record, beacon } = setup();
    expect(await record.execute(beacon())).toBe('recorded');
    expect(await record.execute(beacon({ seconds: '90', depth: '20' }))).toBe('recorded');
    expect(await record.execute(beacon({ seconds: '10', depth: '75' }))).toBe('recorded');
    expect([...readings.reads.values()]).toEqual([
      expect.objectContaining({ shareLinkId: 'link-1', seconds: 90, depth: 75, beacons: 3 }),
    ]);
  });

  it('clamps the time to the page age and the depth to 100', async () => {
    const { readings, record, beacon } = setup();
    await record.execute(beacon({ seconds: '99999', depth: '500' }));
    expect([...readings.reads.values()][0]).toMatchObject({ seconds: 125, depth: 100 });
  });

  it('refuses a missing, foreign or malformed token and non-numbers with READ_VISIT_INVALID, keeping nothing', async () => {
    const { readings, record, beacon, tokens, clock } = setup();
    const invalid = expect.objectContaining({ code: 'READ_VISIT_INVALID' });
    await expect(record.execute(beacon({ token: undefined }))).rejects.toThrow(invalid);
    await expect(record.execute(beacon({ token: tokens.issue('other', clock.now()) }))).rejects.toThrow(invalid);
    await expect(record.execute(beacon({ token: 'x'.repeat(500) }))).rejects.toThrow(invalid);
    await expect(record.execute(beacon({ seconds: 'NaN' }))).rejects.toThrow(invalid);
    await expect(record.execute(beacon({ depth: undefined }))).rejects.toThrow(invalid);
    expect(readings.reads.size).toBe(0);
  });

  it("ignores a robot's and the owner's beacon", async () => {
    const { readings, record, beacon } = setup();
    expect(
      await record.execute(beacon({ userAgent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' })),
    ).toBe('ignored');
    expect(await record.execute(beacon({ viewerId: 'owner-1' }))).toBe('ignored');
    expect(readings.reads.size).toBe(0);
  });

  it(`takes at most ${READING_LIMITS.beaconsPerVisit} beacons per visit, then READ_VISIT_LIMIT`, async () => {
    const { record, beacon } = setup();
    for (let i = 0; i < READING_LIMITS.beaconsPerVisit; i += 1) await record.execute(beacon());
    await expect(record.execute(beacon())).rejects.toThrow(expect.objectContaining({ code: 'READ_VISIT_LIMIT' }));
  });

  it('answers SHARE_LINK_INVALID once the link is gone', async () => {
    const { record, beacon, tokens, clock } = setup();
    await expect(
      record.execute(beacon({ shareableId: 'gone', token: tokens.issue('gone', clock.now()) })),
    ).rejects.toThrow(expect.objectContaining({ code: 'SHARE_LINK_INVALID' }));
  });
});
