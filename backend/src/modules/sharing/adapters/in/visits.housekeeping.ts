import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { PeriodicTask } from '../../../../infrastructure/scheduling/periodic-task';
import { SweepOldVisits } from '../../application/sweep-old-visits.use-case';

/** Deletes visit rows older than the analytics window every HOUSEKEEPING_INTERVAL_MS. */
@Injectable()
export class VisitsHousekeeping extends PeriodicTask {
  constructor(
    config: AppConfig,
    private readonly sweep: SweepOldVisits,
  ) {
    super(config);
  }

  protected async run(): Promise<string> {
    return `deleted ${await this.sweep.execute()} visit rows older than the analytics window`;
  }
}
