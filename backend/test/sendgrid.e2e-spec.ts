import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { APP_URL, freshEmail, TestApp } from './support/test-app';

interface Recorded {
  path: string;
  authorization: string | undefined;
  body: {
    from: { email: string; name?: string };
    subject: string;
    personalizations: { to: { email: string }[] }[];
    content: { type: string; value: string }[];
  };
}

/** A stand-in for api.sendgrid.com: records POST /v3/mail/send and answers 202 like SendGrid does. */
function fakeSendgrid(status = 202): Promise<{ server: Server; url: string; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({
        path: `${req.method} ${req.url}`,
        authorization: req.headers.authorization,
        body: JSON.parse(raw || '{}'),
      });
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(status === 202 ? '' : JSON.stringify({ errors: [{ message: 'boom' }] }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, requests });
    }),
  );
}

const SQLJS = { name: 'sql.js', database: 'sqljs' as const, redis: false };

describe('magic-link mail through SendGrid', () => {
  let fake: Awaited<ReturnType<typeof fakeSendgrid>>;
  let t: TestApp;

  beforeAll(async () => {
    fake = await fakeSendgrid();
    t = await new TestApp(SQLJS, {
      SENDGRID_API_KEY: 'SG.test-key',
      SENDGRID_API_URL: fake.url,
      MAIL_FROM: 'Resume Builder <hello@cv.example.com>',
    }).start();
  }, 60_000);
  afterAll(async () => {
    await t.stop();
    await new Promise((r) => fake.server.close(r));
  });

  it('sends the link with the real SDK to the configured API, and writes no outbox file', async () => {
    const email = freshEmail();
    const res = await t.post('/api/auth/magic-link', { email });
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent.path).toBe('POST /v3/mail/send');
    expect(sent.authorization).toBe('Bearer SG.test-key');
    expect(sent.body.personalizations[0].to).toEqual([{ email }]);
    expect(sent.body.from).toEqual({ email: 'hello@cv.example.com', name: 'Resume Builder' });
    expect(sent.body.subject).toBe('Your sign-in link for Resume Builder');
    const text = sent.body.content.find((c) => c.type === 'text/plain')!.value;
    const html = sent.body.content.find((c) => c.type === 'text/html')!.value;
    expect(text).toContain(`${APP_URL}/magic-link-verify?token=`);
    expect(html).toContain(`${APP_URL}/magic-link-verify?token=`);
    expect(existsSync(t.outboxDir)).toBe(false);

    // The link in that mail signs in.
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(text)![1]);
    // Read from the fake SendGrid's request, not asked through TestApp: a click in another browser.
    expect((await t.verify(token, { confirm: true })).status).toBe(200);
  });
});

describe('when SendGrid refuses the mail', () => {
  let fake: Awaited<ReturnType<typeof fakeSendgrid>>;
  let t: TestApp;

  beforeAll(async () => {
    fake = await fakeSendgrid(500);
    t = await new TestApp(SQLJS, { SENDGRID_API_KEY: 'SG.test-key', SENDGRID_API_URL: fake.url }).start();
  }, 60_000);
  afterAll(async () => {
    await t.stop();
    await new Promise((r) => fake.server.close(r));
  });

  it('answers 503 SERVICE_UNAVAILABLE so the page can say the link was not sent', async () => {
    const res = await t.post('/api/auth/magic-link', { email: freshEmail() });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
  });
});
