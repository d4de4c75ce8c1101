import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { isCheckDue, RECHECK } from '../domain/custom-domain';
import { DomainRepository } from './ports/domain.repository';
import { VerifyCustomDomain } from './verify-custom-domain.use-case';

/** Look-ups per run: a run must end well within its interval; the rest wait for the next one, oldest first. */
const PER_RUN = 200;

/**
 * The background check (issue 14): every domain due (isCheckDue) is looked up again, so a pending one verifies by
 * itself once DNS has the record and a verified one whose record went fails after two checks.
 */
@Injectable()
export class RecheckDomains {
  private readonly logger = new Logger('RecheckDomains');

  constructor(
    private readonly domains: DomainRepository,
    private readonly verify: VerifyCustomDomain,
    private readonly clock: Clock,
  ) {}

  /** Returns how many domains were looked up. */
  async execute(): Promise<number> {
    const now = this.clock.now();
    const candidates = await this.domains.checkedBefore(new Date(now.getTime() - RECHECK.earlyEveryMs), PER_RUN);
    let checked = 0;
    for (const domain of candidates.filter((d) => isCheckDue(d, now))) {
      try {
        await this.verify.execute(domain.userId);
        checked += 1;
      } catch (error) {
        // One account's failure (removed meanwhile, a verified race lost) must not stop the others' checks.
        this.logger.warn(`${domain.domain}: ${(error as Error).message}`);
      }
    }
    return checked;
  }
}
