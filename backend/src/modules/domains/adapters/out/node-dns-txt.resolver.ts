import { Injectable } from '@nestjs/common';
import { Resolver } from 'node:dns/promises';
import { AppConfig } from '../../../../config/app-config';
import { DnsTxtResolver } from '../../application/ports/dns-txt.resolver';

/** "No such record" answers: the domain has no proof, which is a result, not a failure. */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN', 'ESERVFAIL', 'ETIMEOUT', 'ECONNREFUSED']);

/**
 * TXT look-ups through node:dns (c-ares), asking DNS_SERVERS when set. A server that does not answer counts as no
 * record: the check is repeated, and a verified domain survives one failed look-up (domain/custom-domain.ts).
 */
@Injectable()
export class NodeDnsTxtResolver extends DnsTxtResolver {
  private readonly resolver = new Resolver({ timeout: 3000, tries: 2 });

  constructor(config: AppConfig) {
    super();
    if (config.domains.dnsServers.length > 0) this.resolver.setServers(config.domains.dnsServers);
  }

  async txt(name: string): Promise<string[]> {
    try {
      const records = await this.resolver.resolveTxt(name);
      return records.map((chunks) => chunks.join(''));
    } catch (error) {
      if (ABSENT.has((error as { code?: string }).code ?? '')) return [];
      throw error;
    }
  }
}
