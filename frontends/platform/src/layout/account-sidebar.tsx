import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Lock } from 'lucide-react';
import type { User } from '@resume/contracts';
import { useT } from '../i18n/use-t';
import { cn } from '../lib/cn';
import { PlanBadge } from '../ui/plan-badge';
import { ACCOUNT_NAV_ITEMS, PRICING_PATH, isNavItemLocked } from './account-nav-items';

interface AccountSidebarProps {
  user: User;
  /** Extra blocks under the account items, e.g. the editor's 'Resume Sections' list. */
  children?: ReactNode;
  className?: string;
}

/**
 * The account sidebar (spec 2.4): the plan badge (capitalised plan name) and the account items. Paid items are
 * locked without paid access: greyed, with a lock icon, leading to /pricing.
 */
export function AccountSidebar({ user, children, className }: AccountSidebarProps) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const t = useT(['platform', 'chrome']);
  return (
    <aside
      aria-label={t('sidebar.label')}
      data-testid="account-sidebar"
      className={cn('flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm', className)}
    >
      <div className="flex items-center justify-between gap-2 px-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{user.name?.trim() || user.username}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
        <PlanBadge plan={user.plan} short />
      </div>
      <nav aria-label={t('sidebar.pages')}>
        <ul className="grid gap-0.5">
          {ACCOUNT_NAV_ITEMS.map((item) => {
            const locked = isNavItemLocked(item, user);
            const current = !locked && (here === item.to || location.pathname === item.to);
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <Link
                  to={locked ? PRICING_PATH : item.to}
                  aria-current={current ? 'page' : undefined}
                  data-locked={locked || undefined}
                  className={cn(
                    'flex items-center gap-2.5 rounded-md px-2 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                    current ? 'bg-primary-soft text-primary' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    locked && 'text-slate-500 hover:text-slate-600',
                  )}
                >
                  <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                  <span className="flex-1">{t(`chrome:${item.labelKey}`)}</span>
                  {locked && (
                    <>
                      <Lock className="h-3.5 w-3.5" aria-hidden="true" data-testid="lock-icon" />
                      <span className="sr-only">{t('sidebar.locked')}</span>
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </aside>
  );
}
