import { chromeEn, lookupText, type User } from '@resume/contracts';
import { isLocked, NAV_ITEMS } from './nav-items';

const as = (plan: string, subscriptionStatus: string | null) => ({ plan, subscriptionStatus }) as User;
const label = (i: { labelKey: string }) => lookupText(chromeEn, i.labelKey);
const item = (name: string) => NAV_ITEMS.find((i) => label(i) === name)!;

describe('locked navigation items (spec 2.3; docs/decisions/0036-plan-lapse.md)', () => {
  it('locks the paid items for a free user who never subscribed', () => {
    for (const name of [
      'Share Your Resume',
      'Resume Filters',
      'Manage Share Links',
      'Applications',
      'Custom Templates',
    ])
      expect([name, isLocked(item(name), as('free', null))]).toEqual([name, true]);
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
    expect(NAV_ITEMS.slice(0, 2).map((i) => [label(i), i.to])).toEqual([
      ['My Resume', '/resume-editor'],
      ['Share Your Resume', '/share'],
    ]);
  });
});
