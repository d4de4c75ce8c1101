import { anAccount } from '../../../shared/testing/resume-fixtures';
import { DevConnectLinkedIn } from './dev-connect-linkedin.use-case';
import { linkedinFakes } from './testing/in-memory-ports';

describe('DevConnectLinkedIn', () => {
  it('links the simulated member to the caller’s own account only (LINKEDIN_WRONG_USER)', async () => {
    const { accounts } = linkedinFakes('simulation');
    const useCase = new DevConnectLinkedIn(accounts);
    await expect(useCase.execute(anAccount(), 'u2')).rejects.toMatchObject({ code: 'LINKEDIN_WRONG_USER' });
    expect(accounts.rows.get('u1')?.linkedinId).toBeNull();
    expect(await useCase.execute(anAccount(), 'u1')).toEqual({ success: true, linkedinId: 'dev-u1' });
    expect(accounts.rows.get('u1')?.linkedinId).toBe('dev-u1');
  });
});
