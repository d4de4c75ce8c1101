import { GetReadNotices } from './get-read-notices.use-case';
import { SetAccountReadNotices } from './set-account-read-notices.use-case';
import { InMemoryReadNotices } from './testing/in-memory-ports';

describe('SetAccountReadNotices', () => {
  it("turns the account's notices off and on again, for that account only", async () => {
    const notices = new InMemoryReadNotices();
    const set = new SetAccountReadNotices(notices, new GetReadNotices(notices));
    expect(await set.execute('owner-1', false)).toEqual({ notifyOnOpen: false, unread: [] });
    expect(await notices.accountNotifies('owner-2')).toBe(true);
    expect((await set.execute('owner-1', true)).notifyOnOpen).toBe(true);
  });
});
