/**
 * Run by bundled-chromium.e2e-spec.ts inside a mount namespace where Debian's Chromium, the NSS libraries and the
 * machine's fonts are hidden: starts the app (sql.js) without CHROMIUM_PATH, exports a PDF through the API and prints
 * one JSON line with what it saw (the PDF as base64: poppler's tools need the hidden libraries, the spec reads it).
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { GENERATE_PDF, TAILORING_API } from '@resume/contracts';
import { ResumeClient } from './resume-client';
import { TestApp } from './test-app';

const executable = (path: string) =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  );

async function main() {
  delete process.env.CHROMIUM_PATH;
  const t = await new TestApp({ name: 'sql.js', database: 'sqljs', redis: false }).start();
  try {
    const ready = await t.http().get('/health/ready');
    const user = await ResumeClient.signInPaid(t);
    await user.patch('/api/user', { name: 'Zoë Łukasz Erdős' });
    await user.patch('/api/resume', { summary: 'Prints on a machine that never installed a browser.' });
    const resumeId = (await user.get('/api/complete-resume')).body.resume.id as string;
    const template = await user.post(TAILORING_API.templates, { font: 'Lato' });
    const started = performance.now();
    const res = await user
      .post(GENERATE_PDF, { resumeId, filterId: null, templateId: template.body.id as string })
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    const firstMs = Math.round(performance.now() - started);
    const seen = {
      systemChromium: await executable('/usr/bin/chromium'),
      ready: [ready.status, ready.body.checks?.pdf],
      status: res.status,
      body: res.status === 200 ? null : JSON.parse((res.body as Buffer).toString()),
      pdf: res.status === 200 ? (res.body as Buffer).toString('base64') : null,
      firstMs,
    };
    process.stdout.write(`${JSON.stringify(seen)}\n`);
  } finally {
    await t.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
