import { Briefcase, FileText, Filter, Link2, Linkedin, Palette, Settings, Share2, type LucideIcon } from 'lucide-react';
import { PAID_PLANS, hasPaidAccess, managesShareLinks, type Plan, type User } from '@resume/contracts';

export interface NavItem {
  /** Its name's key in the `chrome` namespace (nav.*). */
  labelKey: string;
  to: string;
  icon: LucideIcon;
  /** Locked (greyed, lock icon, leads to /pricing) without paid access. */
  paid: boolean;
  /** Open after a subscription ended too (Manage Share Links: docs/decisions/0036-plan-lapse.md). */
  afterLapse?: boolean;
}

/**
 * Spec 2.3 navigation items, in order, with Share Your Resume after My Resume: the spec's list has no way to the
 * Share page (docs/decisions/0039-owner-links.md).
 */
export const NAV_ITEMS: NavItem[] = [
  { labelKey: 'nav.myResume', to: '/resume-editor', icon: FileText, paid: false },
  { labelKey: 'nav.shareResume', to: '/share', icon: Share2, paid: true },
  { labelKey: 'nav.filters', to: '/filters', icon: Filter, paid: true },
  { labelKey: 'nav.shareLinks', to: '/share-links', icon: Link2, paid: true, afterLapse: true },
  { labelKey: 'nav.applications', to: '/applications', icon: Briefcase, paid: true },
  { labelKey: 'nav.customTemplates', to: '/template-editor', icon: Palette, paid: true },
];

export const SETTINGS_ITEM: NavItem = { labelKey: 'nav.settings', to: '/profile', icon: Settings, paid: false };
export const LINKEDIN_ITEM: NavItem = {
  labelKey: 'nav.linkedin',
  to: '/profile?tab=linkedin',
  icon: Linkedin,
  paid: false,
};

/**
 * Paid items are locked for anyone the paid-feature guard would stop (plan + active/trialing status); Manage Share
 * Links stays open after a subscription ended, so the owner keeps control of their links (managesShareLinks).
 */
export function isLocked(item: NavItem, user: User): boolean {
  return item.paid && !(item.afterLapse ? managesShareLinks(user) : hasPaidAccess(user));
}

/** LinkedIn Integration appears only for premium and professional (spec 2.3). */
export function showsLinkedIn(user: User): boolean {
  return PAID_PLANS.includes(user.plan as Plan);
}

export function displayName(user: User): string {
  return user.name?.trim() || user.username;
}

export function avatarLetter(user: User): string {
  return (user.name?.trim().charAt(0) || 'U').toUpperCase();
}
