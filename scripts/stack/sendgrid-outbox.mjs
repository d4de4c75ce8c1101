import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A stand-in for SendGrid's mail/send: the real @sendgrid/mail client posts to it (SENDGRID_API_URL), and each
 * message is written into `outbox` as the app's outbox adapter writes it (`to`, `subject`, `text`), so scripts sign
 * in from there when NODE_ENV=production refuses the outbox. Used by the stack and by bench/lib/app.mjs.
 */
export function sendgridOutboxHandler(outbox) {
  mkdirSync(outbox, { recursive: true });
  let n = 0;
  return (req, res) => {
    if (req.method === 'GET') return res.writeHead(req.url === '/health' ? 200 : 404).end();
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const mail = JSON.parse(raw || '{}');
      const text = (mail.content ?? []).find((c) => c.type === 'text/plain')?.value ?? '';
      const to = mail.personalizations?.[0]?.to?.[0]?.email ?? '';
      const file = `${String(Date.now()).padStart(15, '0')}-${process.pid}-${n++}.json`;
      writeFileSync(join(outbox, file), JSON.stringify({ to, subject: mail.subject, text }));
      res.writeHead(202).end();
    });
  };
}
