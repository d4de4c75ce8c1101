// The stack's SendGrid stand-in as a process of its own (no mail leaves this machine): writes OUTBOX_DIR, listens on
// SENDGRID_FAKE_PORT; GET /health answers 200.
import { createServer } from 'node:http';
import { sendgridOutboxHandler } from './sendgrid-outbox.mjs';

createServer(sendgridOutboxHandler(process.env.OUTBOX_DIR)).listen(Number(process.env.SENDGRID_FAKE_PORT), '127.0.0.1');
