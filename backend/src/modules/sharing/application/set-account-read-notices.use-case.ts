import { Injectable } from '@nestjs/common';
import type { ReadNoticesResponse } from '@resume/contracts';
import { GetReadNotices } from './get-read-notices.use-case';
import { ReadNotices } from './ports/reading';

/** PATCH /api/read-notices/settings: the account's switch; off, no link of it mails or leaves a notice (0053). */
@Injectable()
export class SetAccountReadNotices {
  constructor(
    private readonly notices: ReadNotices,
    private readonly get: GetReadNotices,
  ) {}

  async execute(userId: string, notifyOnOpen: boolean): Promise<ReadNoticesResponse> {
    await this.notices.setAccountNotifies(userId, notifyOnOpen);
    return this.get.execute(userId);
  }
}
