import { SetPlanForSupport } from './set-plan-for-support.use-case';
import { billingFakes } from './testing/in-memory-ports';

describe('SetPlanForSupport', () => {
  const setup = () => {
    const fakes = billingFakes();
    return { ...fakes, useCase: new SetPlanForSupport(fakes.plans, fakes.tx, fakes.clock) };
  };

  it('sets a paid plan active unless told the status, and reports before and after', async () => {
    const { useCase, plans } = setup();
    const done = await useCase.execute({ email: 'ada@example.com', plan: 'premium', operator: 'sam' });
    expect(done).toEqual({
      userId: 'u1',
      before: { plan: 'free', subscriptionStatus: null },
      after: { plan: 'premium', subscriptionStatus: 'active' },
    });
    await useCase.execute({ email: 'ada@example.com', plan: 'professional', status: 'past_due', operator: 'sam' });
    expect(plans.rows.get('u1')).toMatchObject({ plan: 'professional', subscriptionStatus: 'past_due' });
    await useCase.execute({ email: 'ada@example.com', plan: 'free', operator: 'sam' });
    expect(plans.rows.get('u1')).toMatchObject({ plan: 'free', subscriptionStatus: null });
  });

  it('refuses an unknown plan or status (VALIDATION_FAILED) and an unknown address (NOT_FOUND)', async () => {
    const { useCase, plans } = setup();
    await expect(useCase.execute({ email: 'ada@example.com', plan: 'gold', operator: 'sam' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      extras: { details: [{ field: 'plan' }] },
    });
    await expect(
      useCase.execute({ email: 'ada@example.com', plan: 'premium', status: 'paid', operator: 'sam' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', extras: { details: [{ field: 'status' }] } });
    await expect(useCase.execute({ email: 'bob@example.com', plan: 'premium', operator: 'sam' })).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
    expect(plans.rows.get('u1')?.plan).toBe('free');
  });
});
