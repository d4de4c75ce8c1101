import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { PeriodicTask } from '../../../../infrastructure/scheduling/periodic-task';
import { SweepExpiredSignIns } from '../../application/sweep-expired-sign-ins.use-case';

/** Deletes expired magic-link tokens and sessions every HOUSEKEEPING_INTERVAL_MS. */
@Injectable()
export class SignInHousekeeping extends PeriodicTask {
  constructor(
    config: AppConfig,
    private readonly sweep: SweepExpiredSignIns,
  ) {
    super(config);
  }

  protected async run(): Promise<string> {
    const { tokens, sessions, emailChanges } = await this.sweep.execute();
    return `deleted ${tokens} expired sign-in links, ${emailChanges} expired address changes and ${sessions} expired sessions`;
  }
}
