import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { UserRepository } from './ports/user.repository';

/**
 * Records or forgets the LinkedIn member id of an account (the linkedin module's connect and disconnect). Not a
 * personal field: the person never types it, so PATCH /api/user cannot change it.
 */
@Injectable()
export class SetLinkedInId {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  /** DomainError LINKEDIN_ACCOUNT_TAKEN when another account is connected to the same LinkedIn member. */
  async execute(userId: string, linkedinId: string | null): Promise<void> {
    await this.users.setLinkedInId(userId, linkedinId, this.clock.now());
  }
}
