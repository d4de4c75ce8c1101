import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { MailSender } from '../../../shared/application/mail-sender';
import { newId, newSecret, sha256 } from '../../../shared/domain/random';
import { canonicalEmail } from '../domain/email';
import { emailChangeExpiry } from '../domain/email-change';
import type { User } from '../domain/user';
import { confirmNewEmail, emailChangeRequested, newEmailAlreadyUsed } from './email-change-emails';
import { EmailChangeRepository } from './ports/email-change.repository';
import { UserRepository } from './ports/user.repository';

/**
 * A new sign-in address is asked for (PATCH /api/user {email}). Nothing changes now: the new address gets a link
 * that confirms it, the current address a notice. Whether another account already uses the new address is never
 * told to the requester (the answer and the pending state are the same); only the new address's owner learns it.
 * The current address again changes nothing (forms send every field). Returns the address now pending, or null.
 */
@Injectable()
export class RequestEmailChange {
  constructor(
    private readonly changes: EmailChangeRepository,
    private readonly users: UserRepository,
    private readonly mail: MailSender,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(user: Pick<User, 'id' | 'email'>, rawEmail: string): Promise<string | null> {
    const newEmail = canonicalEmail(rawEmail);
    const now = this.clock.now();
    if (newEmail === user.email) return (await this.changes.findPending(user.id, now))?.newEmail ?? null;
    const secret = newSecret();
    await this.changes.replacePending({
      id: newId(),
      userId: user.id,
      tokenHash: sha256(secret),
      newEmail,
      expiresAt: emailChangeExpiry(now),
      createdAt: now,
    });
    const taken = await this.users.isEmailTaken(newEmail, user.id);
    const link = `${this.config.appUrl}/confirm-email?token=${encodeURIComponent(secret)}`;
    await this.mail.send(taken ? newEmailAlreadyUsed(newEmail) : confirmNewEmail(newEmail, link));
    await this.mail.send(emailChangeRequested(user.email, newEmail));
    return newEmail;
  }
}
