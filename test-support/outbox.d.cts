/** One message the outbox mail sender wrote (backend/src/infrastructure/mail/outbox-mail.sender.ts). */
export interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export declare const MAGIC_LINK_PATTERN: RegExp;
export declare function readOutbox(dataDir: string): OutboxMail[];
export declare function newestMailTo(dataDir: string, email: string, pattern?: RegExp): OutboxMail | undefined;
export declare function magicLinkIn(text: string): { link: string; token: string } | undefined;
