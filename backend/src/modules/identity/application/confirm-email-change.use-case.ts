import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { MailSender } from '../../../shared/application/mail-sender';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { sha256 } from '../../../shared/domain/random';
import type { User } from '../domain/user';
import { emailChanged } from './email-change-emails';
import { EmailChangeRepository } from './ports/email-change.repository';
import { SessionStore } from './ports/session.store';
import { UserRepository } from './ports/user.repository';

/**
 * The link from the new address is redeemed by the signed-in account that asked for it: the address changes, every
 * other session of the account ends, and the old address is told. A link redeemed by another account, used, or
 * expired is EMAIL_CHANGE_INVALID; an address that another account took meanwhile is EMAIL_TAKEN (told only to
 * someone holding both the account and the new mailbox).
 */
@Injectable()
export class ConfirmEmailChange {
  constructor(
    private readonly changes: EmailChangeRepository,
    private readonly users: UserRepository,
    private readonly sessions: SessionStore,
    private readonly transaction: TransactionRunner,
    private readonly mail: MailSender,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, token: string, sessionToken: string): Promise<User> {
    const now = this.clock.now();
    const { before, after } = await this.transaction.run(async () => {
      const account = await this.users.findById(userId);
      if (!account) throw new DomainError('UNAUTHENTICATED');
      const newEmail = await this.changes.claim(sha256(token), userId, now);
      if (!newEmail) throw new DomainError('EMAIL_CHANGE_INVALID');
      if (await this.users.isEmailTaken(newEmail, userId)) throw new DomainError('EMAIL_TAKEN');
      await this.users.updateProfile(userId, { email: newEmail }, now);
      const changed = await this.users.findById(userId);
      if (!changed) throw new DomainError('UNAUTHENTICATED');
      return { before: account, after: changed };
    });
    await this.sessions.deleteOthersOfUser(userId, sha256(sessionToken));
    await this.mail.send(emailChanged(before.email, after.email));
    return after;
  }
}
