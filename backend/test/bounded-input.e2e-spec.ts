/**
 * Issue 24 item 3: no single request of at most the accepted size blocks the event loop for more than 100 ms, and a
 * too-large one is refused from its size and a cheap count before the expensive step (docs/decisions/0035).
 *
 * The suite runs the app in this process (test-app.ts), so a timer here sees every turn of the event loop the API
 * serves requests in (support/event-loop-hold.ts). The hold counted is the main thread's CPU time in the longest
 * gap between two turns (the wall gap where the platform cannot tell CPU time): on a shared CI machine the wall gap
 * grows with the load, the work done in it does not. A block is deterministic and shows in every attempt; noise
 * rarely does, so each case counts the least held of up to three attempts. Both figures are printed.
 */
import {
  BILLING_API,
  ERROR_CODES,
  LIMITS,
  LINKEDIN_API,
  LINKEDIN_EXPORT_FIELD,
  LINKEDIN_EXPORT_LIMITS,
  RESUME_API,
  RESUME_LIMITS,
  TAILORING_API,
} from '@resume/contracts';
import type { Response } from 'supertest';
import { holdWhile } from './support/event-loop-hold';
import { FakeStripe } from './support/fake-stripe';
import { ResumeClient } from './support/resume-client';
import {
  CERTIFICATIONS_HEADER,
  csv,
  EDUCATION_HEADER,
  POSITIONS_HEADER,
  PROFILE_HEADER,
  PROJECTS_HEADER,
  SKILLS_HEADER,
  zipOf,
} from './support/linkedin-export';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

const MAX_BLOCK_MS = 100;
const ATTEMPTS = 3;
const figures: string[] = [];

/**
 * Runs `attempt` (set-up outside the measured part, the request inside it) up to ATTEMPTS times and answers the
 * least blocked run; each run's answer goes to `check`, so a request refused for another reason fails the test.
 */
async function leastBlocked(
  name: string,
  attempt: () => Promise<() => Promise<Response | Response[]>>,
  check: (answers: Response[]) => void,
): Promise<number> {
  const held: number[] = [];
  const seen: string[] = [];
  try {
    for (let i = 0; i < ATTEMPTS; i++) {
      const send = await attempt();
      const { result, hold } = await holdWhile(send);
      held.push(hold.cpuMs ?? hold.wallMs);
      const cpu = hold.cpuMs === null ? '' : `${Math.round(hold.cpuMs)} ms CPU, `;
      seen.push(`${cpu}${Math.round(hold.wallMs)} ms wall (answered in ${Math.round(hold.tookMs)} ms)`);
      check(Array.isArray(result) ? result : [result]);
      if (held[i] <= MAX_BLOCK_MS) break;
    }
  } finally {
    figures.push(`${name}: event loop held at most ${seen.join(' / ')}`);
  }
  return Math.min(...held);
}

const json = (t: TestApp, c: ResumeClient, method: 'post' | 'put' | 'patch', path: string, text: string) =>
  t.http()[method](path).set('Cookie', c.cookie).set('Content-Type', 'application/json').send(text);

const expectAnswer = (status: number, code?: string) => (answers: Response[]) => {
  for (const res of answers) expect([res.status, code ? res.body.code : undefined]).toEqual([status, code]);
};

/** The largest document the import takes: every section at its limit, every text at its length, within the cap. */
function largestAcceptedResume(): string {
  const L = RESUME_LIMITS;
  const text = (n: number, c = 'x') => c.repeat(n);
  const tags = (prefix: string) =>
    Array.from({ length: L.tagsPerItem }, (_, i) => `${prefix}${i}`.padEnd(L.tagMaxLength, 't'));
  const doc = {
    basics: {
      name: text(LIMITS.nameMaxLength, 'N'),
      label: text(LIMITS.titleMaxLength, 'T'),
      summary: text(L.summaryMaxLength, 's'),
      location: { address: text(LIMITS.locationMaxLength, 'L') },
      profiles: [{ network: 'GitHub', url: 'https://github.com/someone' }],
    },
    work: Array.from({ length: L.itemsPerSection.experiences }, (_, i) => ({
      name: `Company ${i}`,
      position: 'Engineer',
      location: text(L.shortTextMaxLength, 'l'),
      startDate: '2020-01',
      summary: '',
      keywords: tags(`w${i}-`),
    })),
    education: Array.from({ length: L.itemsPerSection.education }, (_, i) => ({
      institution: `School ${i}`,
      studyType: 'BSc',
      startDate: '2010',
      endDate: '2014',
      description: '',
    })),
    skills: Array.from({ length: 10 }, (_, g) => ({
      name: `Group ${g}`,
      keywords: Array.from({ length: L.itemsPerSection.skills / 10 }, (_, k) => `skill ${g}-${k}`),
      levels: Array.from({ length: L.itemsPerSection.skills / 10 }, () => 3),
    })),
    projects: Array.from({ length: L.itemsPerSection.projects }, (_, i) => ({
      name: `Project ${i}`,
      description: '',
      startDate: '2021',
      keywords: tags(`p${i}-`),
    })),
    certificates: Array.from({ length: L.itemsPerSection.certifications }, (_, i) => ({
      name: `Certificate ${i}`,
      issuer: 'Issuer',
      date: '2022-05',
    })),
  };
  // Fill the descriptions up to their length while the document stays within the byte cap.
  let room = L.importBodyBytes - Buffer.byteLength(JSON.stringify(doc)) - 1024;
  for (const entry of [...doc.work, ...doc.education, ...doc.projects]) {
    const key = 'summary' in entry ? 'summary' : 'description';
    const add = Math.max(0, Math.min(L.descriptionMaxLength, room));
    (entry as Record<string, unknown>)[key] = text(add, 'd');
    room -= add;
  }
  const body = JSON.stringify(doc);
  expect(Buffer.byteLength(body)).toBeGreaterThan(L.importBodyBytes - 2048);
  expect(Buffer.byteLength(body)).toBeLessThanOrEqual(L.importBodyBytes);
  return body;
}

/** The attacker's document: 340,000 empty work entries, about 1 MB. */
const EMPTY_WORK = `{"work":[${Array(340_000).fill('{}').join(',')}]}`;

describe.each(targets())('bounded input (%s)', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(async () => {
    await t.stop();
    process.stdout.write(`\nbounded input (${target.name}):\n  ${figures.splice(0).join('\n  ')}\n`);
  });

  const importResume = (c: ResumeClient, body: string) => json(t, c, 'post', RESUME_API.importJsonResume, body);

  it('a trivial request for comparison', async () => {
    const c = await ResumeClient.signIn(t);
    await leastBlocked('GET /api/user (baseline)', async () => () => c.get('/api/user'), expectAnswer(200));
  });

  it('imports the largest accepted JSON Resume document without holding the event loop', async () => {
    const body = largestAcceptedResume();
    const blocked = await leastBlocked(
      `largest accepted JSON Resume (${Buffer.byteLength(body)} bytes)`,
      async () => {
        const c = await ResumeClient.signIn(t);
        return () => importResume(c, body);
      },
      (answers) => {
        expect(answers[0].status).toBe(200);
        expect(answers[0].body.counts).toEqual(RESUME_LIMITS.itemsPerSection);
      },
    );
    expect(blocked).toBeLessThanOrEqual(MAX_BLOCK_MS);
  });

  it("refuses the attacker's 340,000 empty work entries from their count, before reading one", async () => {
    expect(Buffer.byteLength(EMPTY_WORK)).toBeLessThanOrEqual(RESUME_LIMITS.importBodyBytes);
    const blocked = await leastBlocked(
      `340,000 empty work entries (${Buffer.byteLength(EMPTY_WORK)} bytes)`,
      async () => {
        const c = await ResumeClient.signIn(t);
        return () => importResume(c, EMPTY_WORK);
      },
      expectAnswer(413, 'JSON_RESUME_TOO_MANY_ENTRIES'),
    );
    expect(blocked).toBeLessThanOrEqual(MAX_BLOCK_MS);
  });

  it('refuses three such documents in parallel without holding the event loop', async () => {
    const blocked = await leastBlocked(
      '3 x 340,000 empty work entries in parallel',
      async () => {
        const clients = [await ResumeClient.signIn(t), await ResumeClient.signIn(t), await ResumeClient.signIn(t)];
        return () => Promise.all(clients.map((c) => importResume(c, EMPTY_WORK)));
      },
      expectAnswer(413, 'JSON_RESUME_TOO_MANY_ENTRIES'),
    );
    expect(blocked).toBeLessThanOrEqual(MAX_BLOCK_MS);
  });

  it('refuses a section over its limit from the count of its entries, and says which', async () => {
    const L = RESUME_LIMITS.itemsPerSection;
    // Within the value count: the entries are refused for their number before any of them is read or checked.
    const doc = {
      work: Array.from({ length: L.experiences + 1 }, () => ({ name: 'A', position: 'B', startDate: '2020-01' })),
      skills: [{ name: 'S', keywords: Array.from({ length: L.skills + 5 }, (_, i) => `k${i}`) }],
    };
    const c = await ResumeClient.signIn(t);
    const before = await c.snapshot();
    const res = await importResume(c, JSON.stringify(doc));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'JSON_RESUME_TOO_MANY_ENTRIES',
      message: ERROR_CODES.JSON_RESUME_TOO_MANY_ENTRIES.message,
      details: [
        { field: 'work', problem: `at most ${L.experiences} entries (found ${L.experiences + 1})` },
        { field: 'skills', problem: `at most ${L.skills} skills (found ${L.skills + 5})` },
      ],
    });
    expect(await c.snapshot()).toEqual(before);
  });

  it('refuses a document over the byte cap from its size alone', async () => {
    const body = `{"work":[${Array(700_000).fill('{}').join(',')}]}`;
    expect(Buffer.byteLength(body)).toBeGreaterThan(RESUME_LIMITS.importBodyBytes);
    const blocked = await leastBlocked(
      `JSON Resume over the cap (${Buffer.byteLength(body)} bytes)`,
      async () => {
        const c = await ResumeClient.signIn(t);
        return () => importResume(c, body);
      },
      expectAnswer(413, 'JSON_RESUME_TOO_LARGE'),
    );
    expect(blocked).toBeLessThanOrEqual(MAX_BLOCK_MS);
  });

  it('refuses an ordinary body full of tiny values before validating them', async () => {
    const body = (key: string) => `{${key}[${Array(80_000).fill('""').join(',')}]}`;
    expect(Buffer.byteLength(body('"ids":'))).toBeLessThanOrEqual(LIMITS.jsonBodyBytes);
    const cases: [string, 'post' | 'put' | 'patch', string, string][] = [
      ['80,000 tags on an experience', 'post', RESUME_API.section('experiences'), body('"company":"A","tags":')],
      ['80,000 ids in a section order', 'put', RESUME_API.order('experiences'), body('"ids":')],
      ['80,000 tags in a filter', 'post', TAILORING_API.filters, body('"name":"F","tags":')],
    ];
    for (const [name, method, path, text] of cases) {
      const blocked = await leastBlocked(
        name,
        async () => {
          const c = await ResumeClient.signInPaid(t);
          return () => json(t, c, method, path, text);
        },
        expectAnswer(413, 'PAYLOAD_TOO_MANY_VALUES'),
      );
      expect([name, blocked <= MAX_BLOCK_MS]).toEqual([name, true]);
    }
  });

  it('previews the largest accepted LinkedIn export without holding the event loop', async () => {
    const { rowsPerFile, bytesPerFile } = LINKEDIN_EXPORT_LIMITS;
    // Every known file at the row limit, each row as long as fits in the per-file size.
    const rows = (fill: (i: number) => string[]) => Array.from({ length: rowsPerFile }, (_, i) => fill(i));
    const long = (header: string[]) => 'y'.repeat(Math.floor(bytesPerFile / rowsPerFile) - header.length * 8 - 40);
    const files = {
      'Profile.csv': csv(PROFILE_HEADER, [['Ada', 'Lovelace', '', '', '', 'Headline', 'Summary', '', '', 'London']]),
      'Positions.csv': csv(
        POSITIONS_HEADER,
        rows((i) => [`Company ${i}`, 'Engineer', long(POSITIONS_HEADER), 'London', 'Jan 2020', '']),
      ),
      'Education.csv': csv(
        EDUCATION_HEADER,
        rows((i) => [`School ${i}`, '2010', '2014', long(EDUCATION_HEADER), 'BSc', '']),
      ),
      'Skills.csv': csv(
        SKILLS_HEADER,
        rows((i) => [`Skill ${i}`]),
      ),
      'Projects.csv': csv(
        PROJECTS_HEADER,
        rows((i) => [`Project ${i}`, long(PROJECTS_HEADER), '', 'Jan 2021', '']),
      ),
      'Certifications.csv': csv(
        CERTIFICATIONS_HEADER,
        rows((i) => [`Certificate ${i}`, '', long(CERTIFICATIONS_HEADER), 'Jan 2022', '', '']),
      ),
    };
    for (const text of Object.values(files)) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(bytesPerFile);
    const zip = zipOf(files);
    expect(zip.length).toBeLessThanOrEqual(LINKEDIN_EXPORT_LIMITS.uploadBytes);
    const blocked = await leastBlocked(
      `largest accepted LinkedIn export (${zip.length} bytes zipped)`,
      async () => {
        const c = await ResumeClient.signIn(t);
        return () =>
          t
            .http()
            .post(`${LINKEDIN_API.importExport}?mode=preview`)
            .set('Cookie', c.cookie)
            .attach(LINKEDIN_EXPORT_FIELD, zip, 'Basic_LinkedInDataExport.zip');
      },
      (answers) => expect(answers[0].status).toBe(200),
    );
    expect(blocked).toBeLessThanOrEqual(MAX_BLOCK_MS);
  });

  it('refuses a LinkedIn export with too many rows or a file unpacking too large without holding the event loop', async () => {
    const { rowsPerFile, bytesPerFile } = LINKEDIN_EXPORT_LIMITS;
    // 200,000 one-letter skills (within the per-file size) and the security review's ~40 MB Positions.csv.
    const manyRows = zipOf({ 'Skills.csv': `Name\n${'A\n'.repeat(200_000)}` });
    const bomb = zipOf({
      'Positions.csv': `Company Name,Title,Started On\n${'A,B,Jan 2020\n'.repeat(3 * 1024 * 1024)}`,
    });
    const cases: [string, Buffer, string][] = [
      [`200,000 rows (over ${rowsPerFile})`, manyRows, 'LINKEDIN_EXPORT_TOO_MANY_ROWS'],
      [`a CSV unpacking to 40 MB (over ${bytesPerFile} bytes)`, bomb, 'LINKEDIN_EXPORT_FILE_TOO_LARGE'],
    ];
    for (const [name, zip, code] of cases) {
      const blocked = await leastBlocked(
        `LinkedIn export, ${name}`,
        async () => {
          const c = await ResumeClient.signIn(t);
          return () =>
            t
              .http()
              .post(`${LINKEDIN_API.importExport}?mode=preview`)
              .set('Cookie', c.cookie)
              .attach(LINKEDIN_EXPORT_FIELD, zip, 'Basic_LinkedInDataExport.zip');
        },
        expectAnswer(413, code),
      );
      expect([name, blocked <= MAX_BLOCK_MS]).toEqual([name, true]);
    }
  });

  describe('the Stripe webhook', () => {
    const stripe = new FakeStripe();
    let billing: TestApp;
    beforeAll(async () => {
      await stripe.start();
      billing = await new TestApp(target, stripe.env()).start();
    }, 60_000);
    afterAll(async () => {
      await billing?.stop();
      await stripe.stop();
    });

    it('reads a body of the largest size, unsigned, and refuses it before parsing it', async () => {
      // JSON that would cost the most to parse, at the size the webhook still reads: its signature is checked first.
      const body = `[${Array(Math.floor(LIMITS.stripeWebhookBytes / 3))
        .fill('{}')
        .join(',')}]`;
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(LIMITS.stripeWebhookBytes);
      const post = (signature: string) => () =>
        billing
          .http()
          .post(BILLING_API.stripeWebhook)
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', signature)
          .send(body);
      const blocked = await leastBlocked(
        `unsigned Stripe webhook (${Buffer.byteLength(body)} bytes)`,
        async () => post(`t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`),
        expectAnswer(400, 'WEBHOOK_SIGNATURE_INVALID'),
      );
      expect(blocked).toBeLessThanOrEqual(MAX_BLOCK_MS);
    });
  });
});
