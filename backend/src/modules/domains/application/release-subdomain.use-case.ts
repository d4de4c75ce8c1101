import { Injectable } from '@nestjs/common';
import { DomainAccounts } from './ports/domain-accounts';

@Injectable()
export class ReleaseSubdomain {
  constructor(private readonly accounts: DomainAccounts) {}

  async execute(userId: string): Promise<void> {
    await this.accounts.setNames(userId, { subdomain: null });
  }
}
