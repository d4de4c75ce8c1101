import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { PeriodicTask } from '../../../../infrastructure/scheduling/periodic-task';
import { RecheckDomains } from '../../application/recheck-domains.use-case';

/** Looks custom domains up again every DOMAIN_CHECK_INTERVAL_MS (10 minutes), each at its own cadence. */
@Injectable()
export class DomainsHousekeeping extends PeriodicTask {
  constructor(
    config: AppConfig,
    private readonly recheck: RecheckDomains,
  ) {
    super(config);
  }

  protected intervalMs(): number {
    return this.config.domains.checkIntervalMs;
  }

  protected async run(): Promise<string> {
    return `looked up ${await this.recheck.execute()} custom domains again`;
  }
}
