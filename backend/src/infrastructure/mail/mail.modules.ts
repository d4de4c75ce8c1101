import { Global, Module } from '@nestjs/common';
import { MailSender } from '../../shared/application/mail-sender';
import { OutboxMailSender } from './outbox-mail.sender';
import { SendgridMailSender } from './sendgrid-mail.sender';

@Global()
@Module({ providers: [{ provide: MailSender, useClass: SendgridMailSender }], exports: [MailSender] })
export class SendgridMailModule {}

@Global()
@Module({ providers: [{ provide: MailSender, useClass: OutboxMailSender }], exports: [MailSender] })
export class OutboxMailModule {}
