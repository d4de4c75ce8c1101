import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '../domain/email';
import type { User } from '../domain/user';
import { UserRepository } from './ports/user.repository';

/** An account by id, username or address, for other modules' read-only needs (a shared resume's owner, /r/{username}). */
@Injectable()
export class FindAccount {
  constructor(private readonly users: UserRepository) {}

  byId(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /** By sign-in address (case-insensitive): support tools such as the admin command. */
  byEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(normalizeEmail(email));
  }
}
