import { Injectable } from '@nestjs/common';
import { READING_LIMITS } from '@resume/contracts';
import type { ReadNoticesResponse } from '@resume/contracts';
import { ReadNotices } from './ports/reading';

/** GET /api/read-notices: the account's switch and its unread notices, newest first, at most READING_LIMITS.noticesListed. */
@Injectable()
export class GetReadNotices {
  constructor(private readonly notices: ReadNotices) {}

  async execute(userId: string): Promise<ReadNoticesResponse> {
    return {
      notifyOnOpen: await this.notices.accountNotifies(userId),
      unread: await this.notices.unread(userId, READING_LIMITS.noticesListed),
    };
  }
}
