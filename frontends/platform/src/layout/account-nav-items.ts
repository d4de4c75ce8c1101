import { Briefcase, FileText, Filter, Link2, Linkedin, Palette, Share2, type LucideIcon } from 'lucide-react';
import { hasPaidAccess, managesShareLinks, type User } from '@resume/contracts';

export interface AccountNavItem {
  /** Its name's key in the `chrome` namespace (nav.*). */
  labelKey: string;
  to: string;
  icon: LucideIcon;
  /** Locked without paid access: greyed, a lock icon, and the link leads to /pricing. */
  paid: boolean;
  /** Open after a subscription ended too (Manage Share Links: docs/decisions/0036-plan-lapse.md). */
  afterLapse?: boolean;
}

/**
 * The account sidebar's items (spec 2.4), in order, with Share Your Resume after My Resume: the spec's list has no
 * way to the Share page (docs/decisions/0039-owner-links.md).
 */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  { labelKey: 'nav.myResume', to: '/resume-editor', icon: FileText, paid: false },
  { labelKey: 'nav.shareResume', to: '/share', icon: Share2, paid: true },
  { labelKey: 'nav.filters', to: '/filters', icon: Filter, paid: true },
  { labelKey: 'nav.shareLinks', to: '/share-links', icon: Link2, paid: true, afterLapse: true },
  { labelKey: 'nav.applications', to: '/applications', icon: Briefcase, paid: true },
  { labelKey: 'nav.customTemplate', to: '/template-editor', icon: Palette, paid: true },
  { labelKey: 'nav.linkedin', to: '/profile?tab=linkedin', icon: Linkedin, paid: true },
];

export const PRICING_PATH = '/pricing';

/** The same rule as the paid-feature guard (a paid plan with status active or trialing), or as managesShareLinks. */
export function isNavItemLocked(item: AccountNavItem, user: Pick<User, 'plan' | 'subscriptionStatus'>): boolean {
  return item.paid && !(item.afterLapse ? managesShareLinks(user) : hasPaidAccess(user));
}
