import { Injectable, Logger } from '@nestjs/common';
import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import { AppConfig } from '../../config/app-config';
import { MailMessage, MailSender } from '../../shared/application/mail-sender';
import { DomainError } from '../../shared/domain/domain-error';

@Injectable()
export class SendgridMailSender extends MailSender {
  private readonly mail = new MailService();
  private readonly from: string;
  private readonly logger = new Logger('Mail');

  constructor(config: AppConfig) {
    super();
    if (config.mail.transport !== 'sendgrid') throw new Error('SendgridMailSender needs the sendgrid transport');
    this.from = config.mail.from;
    const client = new Client();
    // setApiKey resets the base URL, so it must come before the override.
    client.setApiKey(config.mail.apiKey);
    if (config.mail.apiUrl) client.setDefaultRequest('baseUrl', config.mail.apiUrl);
    this.mail.setClient(client);
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.mail.send({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      // The provider's answer goes to the log; the client only learns that mail is unavailable right now.
      const detail = error as { code?: number; response?: { body?: unknown } };
      this.logger.error(
        `SendGrid refused mail (${detail.code ?? 'no status'}): ${JSON.stringify(detail.response?.body ?? String(error))}`,
      );
      throw new DomainError('SERVICE_UNAVAILABLE');
    }
  }
}
