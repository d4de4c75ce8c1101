import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { MailSender } from '../../../shared/application/mail-sender';
import { DomainError } from '../../../shared/domain/domain-error';
import { clientKeyOf } from '../../../shared/domain/client-key';
import { afterWrongCode, codeGate, WrongCode } from '../domain/share-code-guessing';
import { codesMatch, ShareLink } from '../domain/share-link';
import type { Visitor } from './count-visit';
import { AccessPass } from './ports/access-pass';
import { ShareCodeGuesses } from './ports/share-code-guesses';
import type { LinkForVisit } from './ports/links-for-visit';
import { SharedContent } from './ports/shared-content';
import { shareCodeAlertEmail } from './share-code-alert-email';

export interface CodeAttempt {
  /** The code the visitor typed, if any. */
  code?: string;
  /** The access cookie's value, if the visitor sent one. */
  pass?: string;
  visitor: Visitor;
}

export interface AdmittedVisit {
  /** The link as the visit read it. */
  found: LinkForVisit;
  /** Set when a correct code was entered now: the adapter turns it into the access cookie. */
  granted?: { token: string; expiresAt: Date };
}

type Verdict =
  | { kind: 'locked' }
  | { kind: 'open' }
  | { kind: 'right'; securityCode: string }
  | { kind: 'waiting'; retryAfterSeconds: number }
  | { kind: 'wrong'; outcome: WrongCode };

/**
 * The security code in front of a coded link (docs/decisions/0014-share-code-guessing.md): a valid access pass or
 * the right code lets a visitor in. Wrong codes make their own client wait (429) and count towards the link's
 * total, which locks the link (423) until the owner sets a new code. Each code is weighed with the link held, so
 * concurrent guesses are weighed one after the other against the count as it is. The owner is mailed when the
 * link starts waiting and when it locks; a mail that fails changes nothing for the visitor.
 */
@Injectable()
export class ShareCodeGate {
  private readonly logger = new Logger(ShareCodeGate.name);

  constructor(
    private readonly guesses: ShareCodeGuesses,
    private readonly pass: AccessPass,
    private readonly content: SharedContent,
    private readonly mail: MailSender,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Lets the visitor in (with a new pass when a code was entered) or throws 403/429/423 with `requiresCode`. */
  async admit(found: LinkForVisit, attempt: CodeAttempt): Promise<AdmittedVisit> {
    const now = this.clock.now();
    const link = found.link;
    if (attempt.pass !== undefined && this.pass.verify(link, attempt.pass, now)) return { found };
    // Refusals from the state as read (cheap, no write); an admission only from the state as it is (below).
    if (link.lockedAt) throw new DomainError('SHARE_LINK_LOCKED', undefined, { requiresCode: true });
    const code = attempt.code;
    if (!code) throw new DomainError('SECURITY_CODE_REQUIRED', undefined, { requiresCode: true });
    const clientKey = clientKeyOf(attempt.visitor.ip);
    const waiting = codeGate(null, await this.guesses.ofClient(link.id, clientKey), now);
    if (waiting.state === 'waiting') throw this.waitError(waiting.retryAfterSeconds);

    const verdict = await this.guesses.weigh<Verdict>(link.id, clientKey, (state) => {
      if (!state) return { result: { kind: 'locked' } };
      if (!state.securityCode) return { result: { kind: 'open' } };
      const gate = codeGate(null, state.client, now);
      if (gate.state === 'waiting') return { result: { kind: 'waiting', retryAfterSeconds: gate.retryAfterSeconds } };
      if (codesMatch(state.securityCode, code)) return { result: { kind: 'right', securityCode: state.securityCode } };
      const outcome = afterWrongCode(state.failedAttempts, state.client, now);
      return { result: { kind: 'wrong', outcome }, wrong: outcome };
    });

    switch (verdict.kind) {
      case 'open':
        return { found };
      case 'right':
        return { found, granted: this.pass.issue({ ...link, securityCode: verdict.securityCode }, now) };
      case 'locked':
        throw new DomainError('SHARE_LINK_LOCKED', undefined, { requiresCode: true });
      case 'waiting':
        throw this.waitError(verdict.retryAfterSeconds);
      case 'wrong': {
        const { outcome } = verdict;
        if (outcome.notice) await this.tellOwner(link, outcome);
        const wait = outcome.retryAfterSeconds !== undefined ? { retryAfterSeconds: outcome.retryAfterSeconds } : {};
        throw new DomainError('SECURITY_CODE_INVALID', undefined, { requiresCode: true, ...wait });
      }
    }
  }

  private waitError(retryAfterSeconds: number): DomainError {
    return new DomainError('CODE_ATTEMPTS_WAIT', undefined, { requiresCode: true, retryAfterSeconds });
  }

  /** Only the one attempt that brought the count to the level gets here, so each level is mailed once per code. */
  private async tellOwner(link: ShareLink, outcome: WrongCode): Promise<void> {
    try {
      const owner = await this.content.owner(link.userId);
      if (!owner) return;
      const filter = link.filterId ? await this.content.filter(link.userId, link.filterId) : null;
      await this.mail.send(
        shareCodeAlertEmail({
          to: owner.email,
          notice: outcome.notice!,
          wrongCodes: outcome.failedAttempts,
          at: outcome.at,
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
