import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { ReadNotices } from './ports/reading';

/** POST /api/read-notices/read: the named notices of this user (all when none are named) are read; twice is the same. */
@Injectable()
export class MarkReadNotices {
  constructor(
    private readonly notices: ReadNotices,
    private readonly clock: Clock,
  ) {}

  execute(userId: string, ids: string[] | undefined): Promise<void> {
    return this.notices.markRead(userId, ids ?? null, this.clock.now());
  }
}
