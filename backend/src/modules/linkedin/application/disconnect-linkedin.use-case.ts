import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { LinkedInAccounts } from './ports/linkedin-accounts';
import { LinkedInConnections } from './ports/linkedin-connections';

/** DELETE /api/auth/linkedin: the token is deleted and the member id forgotten; the resume keeps what was imported. */
@Injectable()
export class DisconnectLinkedIn {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly connections: LinkedInConnections,
    private readonly accounts: LinkedInAccounts,
  ) {}

  execute(userId: string): Promise<void> {
    return this.transaction.run(async () => {
      await this.connections.delete(userId);
      await this.accounts.setLinkedInId(userId, null);
    });
  }
}
