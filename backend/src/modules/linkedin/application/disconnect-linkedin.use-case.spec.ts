import { DisconnectLinkedIn } from './disconnect-linkedin.use-case';
import { linkedinFakes } from './testing/in-memory-ports';

describe('DisconnectLinkedIn', () => {
  it('deletes the token and forgets the member id, in one transaction', async () => {
    const { accounts, connections, transaction } = linkedinFakes();
    await accounts.setLinkedInId('u1', 'li-ada');
    await connections.save({
      userId: 'u1',
      linkedinId: 'li-ada',
      tokenCiphertext: 'x',
      expiresAt: null,
      createdAt: new Date(),
    });
    await new DisconnectLinkedIn(transaction, connections, accounts).execute('u1');
    expect(connections.rows.size).toBe(0);
    expect(accounts.rows.get('u1')?.linkedinId).toBeNull();
    expect(transaction.runs).toBe(1);
  });
});
