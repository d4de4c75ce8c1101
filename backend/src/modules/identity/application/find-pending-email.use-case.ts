import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { EmailChangeRepository } from './ports/email-change.repository';

/** The new sign-in address waiting for confirmation (shown to the account's owner only), or null. */
@Injectable()
export class FindPendingEmail {
  constructor(
    private readonly changes: EmailChangeRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<string | null> {
    return (await this.changes.findPending(userId, this.clock.now()))?.newEmail ?? null;
  }
}
