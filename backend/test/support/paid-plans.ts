import { ERROR_CODES } from '@resume/contracts';
import { ResumeClient } from './resume-client';
import type { TestApp } from './test-app';

/** The plan and subscription states a paid-feature guard must tell apart (spec 2.2, 4). */
export const PLAN_CASES: { plan: string; status: string | null; paid: boolean }[] = [
  { plan: 'free', status: null, paid: false },
  { plan: 'free', status: 'active', paid: false },
  { plan: 'premium', status: 'active', paid: true },
  { plan: 'premium', status: 'trialing', paid: true },
  { plan: 'professional', status: 'active', paid: true },
  { plan: 'premium', status: 'canceled', paid: false },
  { plan: 'professional', status: null, paid: false },
];

export const PREMIUM_REQUIRED = { code: 'PREMIUM_REQUIRED', message: ERROR_CODES.PREMIUM_REQUIRED.message };

/** A new user with the case's plan GETs `path` (a list, empty for them): 200 [] when paid, else 403 PREMIUM_REQUIRED. */
export async function expectPlanGate(
  t: TestApp,
  path: string,
  { plan, status, paid }: (typeof PLAN_CASES)[number],
): Promise<void> {
  const user = await (await ResumeClient.signIn(t)).setPlan(plan, status);
  const res = await user.get(path);
  expect([res.status, res.body]).toEqual(paid ? [200, []] : [403, PREMIUM_REQUIRED]);
}
