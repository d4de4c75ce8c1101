// The stack's stand-in for the SendGrid API (no mail leaves this machine): the real @sendgrid/mail client posts to
// it (SENDGRID_API_URL), and each message is written into OUTBOX_DIR as the outbox adapter writes it, so the load and
// fault scripts sign in from there. GET /health answers 200.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const outbox = process.env.OUTBOX_DIR;
mkdirSync(outbox, { recursive: true });
let n = 0;
createServer((req, res) => {
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
}).listen(Number(process.env.SENDGRID_FAKE_PORT), '127.0.0.1');
