import { Injectable } from '@nestjs/common';
import { sha256 } from '../../../shared/domain/random';
import { SessionStore } from './ports/session.store';

@Injectable()
export class SignOut {
  constructor(private readonly sessions: SessionStore) {}

  async execute(sessionToken: string | undefined): Promise<void> {
    if (sessionToken) await this.sessions.delete(sha256(sessionToken));
  }
}
