import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { MailMessage, MailSender } from '../../shared/application/mail-sender';

/**
 * Local and test mail: each message becomes one JSON file in the outbox folder, named so that a plain sort is
 * the sending order, and its links are logged so a developer can click them.
 */
@Injectable()
export class OutboxMailSender extends MailSender {
  private readonly logger = new Logger('Mail');

  constructor(private readonly config: AppConfig) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    if (this.config.mail.transport !== 'outbox') throw new Error('OutboxMailSender needs the outbox transport');
    const dir = this.config.mail.outboxDir;
    await mkdir(dir, { recursive: true });
    const name = `${String(Date.now()).padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
    const body = { from: this.config.mail.from, ...message, createdAt: new Date().toISOString() };
    await writeFile(join(dir, name), JSON.stringify(body, null, 2));
    // The links are printed for a developer to click. Never in production (the config refuses the outbox there
    // anyway): a sign-in link in a log is a sign-in for whoever reads the log.
    const links = this.config.production ? [] : (message.text.match(/https?:\/\/\S+/g) ?? []);
    this.logger.log(`Mail to ${message.to}: "${message.subject}" ${links.join(' ')} (outbox ${name})`);
  }
}
