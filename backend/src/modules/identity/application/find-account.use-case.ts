import { Injectable } from '@nestjs/common';
import { canonicalEmailOrNull } from '../domain/email';
import type { User } from '../domain/user';
import { UserRepository } from './ports/user.repository';

/** An account by id or address: other modules read it through IdentityModuleApi (a shared resume's owner, billing). */
@Injectable()
export class FindAccount {
  constructor(private readonly users: UserRepository) {}

  byId(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /** By sign-in address in its canonical form (docs/decisions/0033): support tools such as the admin command. */
  async byEmail(email: string): Promise<User | null> {
    const canonical = canonicalEmailOrNull(email);
    return canonical ? this.users.findByEmail(canonical) : null;
  }
}
