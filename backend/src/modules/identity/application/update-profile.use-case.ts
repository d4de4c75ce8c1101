import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import type { PersonalPatch, User } from '../domain/user';
import { isReservedUsername } from '../domain/username';
import { UserRepository } from './ports/user.repository';

/**
 * Changes the personal fields at once. Not the sign-in address: that changes only through RequestEmailChange and
 * ConfirmEmailChange (docs/decisions/0015), so the type leaves it out.
 */
@Injectable()
export class UpdateProfile {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, input: PersonalPatch): Promise<User> {
    // Absent fields stay as they are; the DTO refuses null for the username. An e-mail slipped in is dropped.
    const patch = Object.fromEntries(
      Object.entries(input).filter(([key, v]) => v !== undefined && key !== 'email'),
    ) as PersonalPatch;

    // A reserved name is refused unless it is the account's own already (docs/decisions/0012).
    if (
      patch.username &&
      isReservedUsername(patch.username) &&
      (await this.users.findById(userId))?.username !== patch.username
    ) {
      throw new DomainError('USERNAME_RESERVED');
    }
    if (patch.username && (await this.users.isUsernameTaken(patch.username, userId))) {
      throw new DomainError('USERNAME_TAKEN');
    }
    if (Object.keys(patch).length > 0) await this.users.updateProfile(userId, patch, this.clock.now());
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return user;
  }
}
