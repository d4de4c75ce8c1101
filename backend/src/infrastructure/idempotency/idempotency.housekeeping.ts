import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { PeriodicTask } from '../scheduling/periodic-task';
import { IdempotentAnswers } from './idempotent-answers';

/** Deletes stored create answers past their 24 hours every HOUSEKEEPING_INTERVAL_MS. */
@Injectable()
export class IdempotencyHousekeeping extends PeriodicTask {
  constructor(
    config: AppConfig,
    private readonly answers: IdempotentAnswers,
  ) {
    super(config);
  }

  protected async run(): Promise<string> {
    return `deleted ${await this.answers.sweep()} expired idempotent answers`;
  }
}
