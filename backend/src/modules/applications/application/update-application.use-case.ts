import { Injectable } from '@nestjs/common';
import type { UpdateApplicationRequest } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { withChanges } from '../domain/application';
import { GetApplication } from './get-application.use-case';
import type { ApplicationWithLink } from './list-applications.use-case';
import { ApplicationRepository } from './ports/application.repository';

/**
 * The person's edits and status moves (the board's drag, the table's select). The posting and its match stay as they
 * were when the application was made. Another person's application is APPLICATION_NOT_FOUND.
 */
@Injectable()
export class UpdateApplication {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly getApplication: GetApplication,
    private readonly clock: Clock,
    private readonly transaction: TransactionRunner,
  ) {}

  async execute(userId: string, id: string, changes: UpdateApplicationRequest): Promise<ApplicationWithLink> {
    await this.transaction.run(async () => {
      const application = await this.applications.findOwned(userId, id);
      if (!application) throw new DomainError('APPLICATION_NOT_FOUND');
      await this.applications.updateOwned(withChanges(application, changes, this.clock.now()));
    });
    return this.getApplication.execute(userId, id);
  }
}
