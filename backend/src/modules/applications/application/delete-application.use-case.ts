import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { ApplicationRepository } from './ports/application.repository';

/**
 * Deletes the application only: its link may already be in an employer's inbox, so it stays until the person deletes
 * it in Manage Share Links. Another person's application (or one already deleted) is APPLICATION_NOT_FOUND.
 */
@Injectable()
export class DeleteApplication {
  constructor(private readonly applications: ApplicationRepository) {}

  async execute(userId: string, id: string): Promise<void> {
    if (!(await this.applications.deleteOwned(userId, id))) throw new DomainError('APPLICATION_NOT_FOUND');
  }
}
