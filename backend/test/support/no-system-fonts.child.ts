/**
 * Run by no-system-fonts.e2e-spec.ts inside a mount namespace where system font folders are empty: starts the app
 * (sql.js) as the tests do, shows a public page, exports PDFs through the API (argument `print`) and prints one JSON
 * line with what it saw.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { GENERATE_PDF, PUBLIC_PAGES, TAILORING_API } from '@resume/contracts';
import { fontStylesheetHref } from '@resume/resume-view';
import { pdfFonts, pdfText } from './pdf-tools';
import { ResumeClient } from './resume-client';
import { TestApp } from './test-app';

async function exportPdf(user: ResumeClient, resumeId: string, templateId: string | null) {
  const res = await user
    .post(GENERATE_PDF, { resumeId, filterId: null, templateId })
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  if (res.status !== 200) return { status: res.status, fonts: [], text: '' };
  const bytes = res.body as Buffer;
  return {
    status: res.status,
    fonts: pdfFonts(bytes).map((f) => f.name.replace(/^[A-Z]{6}\+/, '')),
    text: pdfText(bytes),
  };
}

/** `printing`: export PDFs too (Chromium needs at least one font of the machine to lay out any text, see the spec). */
async function main(printing: boolean) {
  const systemFonts = execFileSync('fc-list', { encoding: 'utf8' }).split('\n').filter(Boolean).length;
  const liberation = existsSync('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf');
  const t = await new TestApp({ name: 'sql.js', database: 'sqljs', redis: false }).start();
  try {
    const live = await t.http().get('/health/live');
    const user = await ResumeClient.signInPaid(t);
    await user.patch('/api/user', { name: 'Zoë Łukasz Erdős' });
    await user.patch('/api/resume', { font: 'Merriweather' });
    const [{ username }] = await t.dataSource.query('SELECT username FROM users WHERE id = ?', [user.userId]);
    const page = await t.http().get(PUBLIC_PAGES.publicResume(username));
    const css = await t.http().get(fontStylesheetHref('Merriweather') as string);
    const resumeId = (await user.get('/api/complete-resume')).body.resume.id as string;
    const inter = await user.post(TAILORING_API.templates, { font: 'Inter' });
    const lato = await user.post(TAILORING_API.templates, { font: 'Lato' });
    const result = {
      systemFonts,
      liberation,
      live: live.status,
      page: [page.status, page.text.includes('Zoë Łukasz Erdős')],
      css: css.status,
      inter: printing ? await exportPdf(user, resumeId, inter.body.id as string) : null,
      lato: printing ? await exportPdf(user, resumeId, lato.body.id as string) : null,
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await t.stop();
  }
}

main(process.argv[2] === 'print').then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
