import type { User } from '@resume/contracts';
import { isLocked, NAV_ITEMS } from './nav-items';

const as = (plan: string, subscriptionStatus: string | null) => ({ plan, subscriptionStatus }) as User;
const item = (label: string) => NAV_ITEMS.find((i) => i.label === label)!;

describe('locked navigation items (spec 2.3; docs/decisions/0036-plan-lapse.md)', () => {
  it('locks the paid items for a free user who never subscribed', () => {
    for (const label of [
      'Share Your Resume',
      'Resume Filters',
      'Manage Share Links',
      'Applications',
      'Custom Templates',
    ])
      expect([label, isLocked(item(label), as('free', null))]).toEqual([label, true]);
  });

  it('keeps Manage Share Links open after a subscription ended, the other paid items locked', () => {
    for (const user of [as('free', 'canceled'), as('premium', 'past_due'), as('premium', 'unpaid')]) {
      expect(isLocked(item('Manage Share Links'), user)).toBe(false);
      expect(isLocked(item('Resume Filters'), user)).toBe(true);
      expect(isLocked(item('Share Your Resume'), user)).toBe(true);
      expect(isLocked(item('Applications'), user)).toBe(true);
    }
  });

  it('opens everything to an active subscriber', () => {
    expect(NAV_ITEMS.filter((i) => isLocked(i, as('premium', 'active')))).toEqual([]);
  });
});

describe('the way to Share Your Resume (docs/decisions/0039-owner-links.md)', () => {
  it('comes right after My Resume and opens /share', () => {
    expect(NAV_ITEMS.slice(0, 2).map((i) => [i.label, i.to])).toEqual([
      ['My Resume', '/resume-editor'],
      ['Share Your Resume', '/share'],
    ]);
  });
});
