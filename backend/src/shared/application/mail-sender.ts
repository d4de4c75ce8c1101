export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one e-mail. SendGrid in production, a folder of JSON files (the outbox) everywhere else. */
export abstract class MailSender {
  abstract send(message: MailMessage): Promise<void>;
}
