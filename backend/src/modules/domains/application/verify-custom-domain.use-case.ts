import { Injectable } from '@nestjs/common';
import { DOMAIN_VERIFY_RECORD_PREFIX } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { afterCheck, type CustomDomain } from '../domain/custom-domain';
import { DnsTxtResolver } from './ports/dns-txt.resolver';
import { DomainAccounts } from './ports/domain-accounts';
import { DomainRepository } from './ports/domain.repository';

/** Looks the TXT record `_resume-verify.{domain}` up and records what it proves ('Verify now' and the re-checks). */
@Injectable()
export class VerifyCustomDomain {
  constructor(
    private readonly accounts: DomainAccounts,
    private readonly domains: DomainRepository,
    private readonly dns: DnsTxtResolver,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<CustomDomain> {
    const current = await this.domains.find(userId);
    if (!current) throw new DomainError('DOMAIN_NOT_SET');
    const code = (await this.accounts.find(userId))?.domainSecurityCode ?? null;
    const records = await this.dns.txt(`${DOMAIN_VERIFY_RECORD_PREFIX}.${current.domain}`);
    const proven = code !== null && records.some((record) => record.trim() === code);
    const next = afterCheck(current, proven, this.clock.now());
    await this.domains.save(next);
    return next;
  }
}
