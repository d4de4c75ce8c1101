import { MailMessage, MailSender } from '../application/mail-sender';

/** Keeps what was sent; with `fail` set, every send throws as a transport does (its message quoting the address). */
export class RecordingMail extends MailSender {
  readonly sent: MailMessage[] = [];
  fail = false;
  async send(message: MailMessage) {
    if (this.fail) throw Object.assign(new Error(`could not reach ${message.to}`), { code: 'ECONNREFUSED' });
    this.sent.push(message);
  }
}
