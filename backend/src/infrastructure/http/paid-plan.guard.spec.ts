import type { ExecutionContext } from '@nestjs/common';
import { PaidPlanGuard } from './paid-plan.guard';

const contextFor = (user: object | undefined) =>
  ({ switchToHttp: () => ({ getRequest: () => ({ user }) }) }) as unknown as ExecutionContext;

describe('PaidPlanGuard', () => {
  const guard = new PaidPlanGuard();

  it.each([
    ['premium', 'active'],
    ['premium', 'trialing'],
    ['professional', 'active'],
    ['professional', 'trialing'],
  ])('lets %s / %s through', (plan, subscriptionStatus) => {
    expect(guard.canActivate(contextFor({ plan, subscriptionStatus }))).toBe(true);
  });

  it.each([
    ['free', null],
    ['free', 'active'],
    ['premium', 'canceled'],
    ['premium', 'past_due'],
    ['professional', null],
  ])('refuses %s / %s with PREMIUM_REQUIRED', (plan, subscriptionStatus) => {
    expect(() => guard.canActivate(contextFor({ plan, subscriptionStatus }))).toThrow(
      expect.objectContaining({ code: 'PREMIUM_REQUIRED' }),
    );
  });

  it('refuses a request without a user as UNAUTHENTICATED', () => {
    expect(() => guard.canActivate(contextFor(undefined))).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
  });
});
