import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { MailSender } from '../../../shared/application/mail-sender';
import { DomainError } from '../../../shared/domain/domain-error';
import { afterWrongCode, clientKeyOf, codeGate, WrongCode } from '../domain/share-code-guessing';
import { codesMatch, ShareLink } from '../domain/share-link';
import type { Visitor } from './count-visit';
import { AccessPass } from './ports/access-pass';
import { ShareCodeGuesses } from './ports/share-code-guesses';
import { LinkForVisit, ShareLinkRepository } from './ports/share-link.repository';
import { SharedContent } from './ports/shared-content';
import { shareCodeAlertEmail } from './share-code-alert-email';

export interface CodeAttempt {
  shareableId: string;
  /** The code the visitor typed, if any. */
  code?: string;
  /** The access cookie's value, if the visitor sent one. */
  pass?: string;
  visitor: Visitor;
}

export interface AdmittedVisit {
  /** The link as last read (a lost compare-and-set reads it again). */
  found: LinkForVisit;
  /** Set when a correct code was entered now: the adapter turns it into the access cookie. */
  granted?: { token: string; expiresAt: Date };
}

const MAX_CAS_RETRIES = 8;

/**
 * The security code in front of a coded link (docs/decisions/0014-share-code-guessing.md): a valid access pass or
 * the right code lets a visitor in. Wrong codes make their own client wait (429) and count towards the link's
 * total, which locks the link (423) until the owner sets a new code. The owner is mailed when the link starts
 * waiting and when it locks; a mail that fails changes nothing for the visitor.
 */
@Injectable()
export class ShareCodeGate {
  private readonly logger = new Logger(ShareCodeGate.name);

  constructor(
    private readonly links: ShareLinkRepository,
    private readonly guesses: ShareCodeGuesses,
    private readonly pass: AccessPass,
    private readonly content: SharedContent,
    private readonly mail: MailSender,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Lets the visitor in or throws 403/429/423 with `requiresCode`. */
  async admit(found: LinkForVisit, attempt: CodeAttempt): Promise<AdmittedVisit> {
    const now = this.clock.now();
    if (attempt.pass !== undefined && this.pass.verify(found.link, attempt.pass, now)) return { found };
    const clientKey = clientKeyOf(attempt.visitor.ip);
    for (let round = 0; ; round += 1) {
      const link: ShareLink = found.link;
      if (link.lockedAt) throw new DomainError('SHARE_LINK_LOCKED', undefined, { requiresCode: true });
      if (!attempt.code) throw new DomainError('SECURITY_CODE_REQUIRED', undefined, { requiresCode: true });
      const client = await this.guesses.ofClient(link.id, clientKey);
      const gate = codeGate(link.lockedAt, client, now);
      if (gate.state === 'waiting') {
        throw new DomainError('CODE_ATTEMPTS_WAIT', undefined, { requiresCode: true, retryAfterSeconds: gate.retryAfterSeconds });
      }
      if (codesMatch(link.securityCode as string, attempt.code)) return { found, granted: this.pass.issue(link, now) };
      const outcome = afterWrongCode(link.failedAttempts, client, now);
      if (await this.guesses.recordWrongCode(link, clientKey, client, outcome)) {
        if (outcome.notice) await this.tellOwner(link, outcome, now);
        const wait = outcome.retryAfterSeconds !== undefined ? { retryAfterSeconds: outcome.retryAfterSeconds } : {};
        throw new DomainError('SECURITY_CODE_INVALID', undefined, { requiresCode: true, ...wait });
      }
      // Another attempt counted first: read the link again and decide on its new state.
      const again = await this.links.findForVisit(attempt.shareableId);
      if (!again || round >= MAX_CAS_RETRIES) throw new DomainError('SHARE_LINK_INVALID');
      found = again;
    }
  }

  /** Only the one attempt that brought the count to the level gets here, so each level is mailed once per code. */
  private async tellOwner(link: ShareLink, outcome: WrongCode, now: Date): Promise<void> {
    try {
      const owner = await this.content.owner(link.userId);
      if (!owner) return;
      const filter = link.filterId ? await this.content.filter(link.userId, link.filterId) : null;
      await this.mail.send(
        shareCodeAlertEmail({
          to: owner.email,
          notice: outcome.notice!,
          wrongCodes: outcome.failedAttempts,
          at: now,
          appUrl: this.config.appUrl,
          shareableId: link.shareableId,
          filterName: filter?.name ?? null,
        }),
      );
    } catch (error) {
      // The visitor's answer does not depend on the mail; the owner still sees the state in Manage Share Links.
      // Only the error's kind: a transport's message may quote the address.
      const kind = (error as { code?: unknown }).code ?? (error as Error).name;
      this.logger.warn(`Could not mail the owner of share link ${link.id} (${outcome.notice}): ${String(kind)}`);
    }
  }
}
