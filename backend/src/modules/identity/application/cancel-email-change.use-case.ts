import { Injectable } from '@nestjs/common';
import { EmailChangeRepository } from './ports/email-change.repository';

/** The account withdraws its pending change of address: the link already mailed stops working. */
@Injectable()
export class CancelEmailChange {
  constructor(private readonly changes: EmailChangeRepository) {}

  async execute(userId: string): Promise<void> {
    await this.changes.cancelPending(userId);
  }
}
