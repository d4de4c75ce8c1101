import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import type { PersonalPatch, User } from '../domain/user';
import { isReservedUsername } from '../domain/username';
import { NameCooldown } from './name-cooldown';
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
    private readonly cooldown: NameCooldown,
    private readonly transaction: TransactionRunner,
  ) {}

  async execute(userId: string, input: PersonalPatch): Promise<User> {
    // Absent fields stay as they are; the DTO refuses null for the username. An e-mail slipped in is dropped.
    const patch = Object.fromEntries(
      Object.entries(input).filter(([key, v]) => v !== undefined && key !== 'email'),
    ) as PersonalPatch;

    const before = patch.username ? ((await this.users.findById(userId))?.username ?? null) : null;
    // A reserved name is refused unless it is the account's own already (docs/decisions/0012).
    if (patch.username && isReservedUsername(patch.username) && before !== patch.username) {
      throw new DomainError('USERNAME_RESERVED');
    }
    if (patch.username && (await this.users.isUsernameTaken(patch.username, userId))) {
      throw new DomainError('USERNAME_TAKEN');
    }
    // Another account's old username stays theirs for a while (docs/decisions/0036-plan-lapse.md).
    await this.cooldown.check('username', userId, patch.username, before);
    if (Object.keys(patch).length > 0)
      await this.transaction.run(async () => {
        await this.users.updateProfile(userId, patch, this.clock.now());
        if (patch.username) await this.cooldown.changed('username', userId, patch.username, before);
      });
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return user;
  }
}
