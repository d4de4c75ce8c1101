import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { normalizeEmail } from '../domain/email';
import type { ProfilePatch, User } from '../domain/user';
import { UserRepository } from './ports/user.repository';

/** Changes the personal fields only; the controller's DTO has already refused every other field. */
@Injectable()
export class UpdateProfile {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, input: ProfilePatch): Promise<User> {
    // Absent fields stay as they are; the DTO refuses null for username and e-mail.
    const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as ProfilePatch;
    if (typeof patch.email === 'string') patch.email = normalizeEmail(patch.email);

    if (patch.username && (await this.users.isUsernameTaken(patch.username, userId))) {
      throw new DomainError('USERNAME_TAKEN');
    }
    if (patch.email && (await this.users.isEmailTaken(patch.email, userId))) {
      throw new DomainError('EMAIL_TAKEN');
    }
    if (Object.keys(patch).length > 0) await this.users.updateProfile(userId, patch, this.clock.now());
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return user;
  }
}
