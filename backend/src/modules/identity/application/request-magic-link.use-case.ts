import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { MailSender } from '../../../shared/application/mail-sender';
import { newId, newSecret, sha256 } from '../../../shared/domain/random';
import { canonicalEmail } from '../domain/email';
import { magicLinkExpiry } from '../domain/magic-link';
import { magicLinkEmail } from './magic-link-email';
import { MagicLinkTokenRepository } from './ports/magic-link-token.repository';
import { SignInMailQuota } from './ports/sign-in-mail-quota';

/**
 * Every address gets a link, known or not (a new address becomes an account when the link is used), so the
 * answer and the work done are the same for both and reveal nothing about who has an account.
 *
 * A stranger can slow the mails to an address down, never stop its owner (docs/decisions/0033): at most one a minute
 * and a ceiling a day (SignInMailQuota); past either nothing is stored or sent and the caller gets the same answer.
 * Links are not ended by newer ones, and the day's last link lasts until the ceiling lifts, so the mailbox always
 * holds a link that works.
 */
@Injectable()
export class RequestMagicLink {
  constructor(
    private readonly tokens: MagicLinkTokenRepository,
    private readonly quota: SignInMailQuota,
    private readonly mail: MailSender,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * `browserSecret` is the value of the requesting browser's HttpOnly sign-in cookie: only its hash is kept with the
   * token, so that browser alone may redeem the link without a click (docs/decisions/0015).
   */
  async execute(rawEmail: string, browserSecret?: string): Promise<void> {
    const email = canonicalEmail(rawEmail);
    const now = this.clock.now();
    const grant = await this.quota.take(email, now);
    if (!grant.send) return;
    const hour = magicLinkExpiry(now);
    const lastUntil = grant.lastOfDayUntil && grant.lastOfDayUntil > hour ? grant.lastOfDayUntil : null;
    const secret = newSecret();
    await this.tokens.save({
      id: newId(),
      tokenHash: sha256(secret),
      email,
      browserHash: browserSecret ? sha256(browserSecret) : null,
      expiresAt: lastUntil ?? hour,
      createdAt: now,
    });
    const link = `${this.config.appUrl}/magic-link-verify?token=${encodeURIComponent(secret)}`;
    await this.mail.send(magicLinkEmail(email, link, lastUntil));
  }
}
