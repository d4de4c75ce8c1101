import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { PeriodicTask } from '../../../../infrastructure/scheduling/periodic-task';
import { SweepBilling } from '../../application/sweep-billing.use-case';

/** Re-reads subscriptions past their period end and deletes old event ids and expired local sessions. */
@Injectable()
export class BillingHousekeeping extends PeriodicTask {
  constructor(
    config: AppConfig,
    private readonly sweep: SweepBilling,
  ) {
    super(config);
  }

  protected async run(): Promise<string> {
    const { reread, events, sessions } = await this.sweep.execute();
    return `billing: re-read ${reread} subscriptions past their period end, deleted ${events} old event ids and ${sessions} expired local sessions`;
  }
}
