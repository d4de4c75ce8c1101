import { useContext, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Home, Lock, LogOut, Menu, X } from 'lucide-react';
import type { User } from '@resume/contracts';
import { SignInLink, SiteHeader } from '@resume/resume-view';
import {
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  PlanBadge,
  useLogout,
  useT,
  useUser,
} from '@resume/platform';
import { PrerenderIslands } from '../prerender/Island';
import { Logo } from './Logo';
import { MOBILE_MENU_ID } from './menu-labels';
import { NoticesMenu } from './NoticesMenu';
import {
  avatarLetter,
  displayName,
  isLocked,
  LINKEDIN_ITEM,
  NAV_ITEMS,
  SETTINGS_ITEM,
  showsLinkedIn,
  type NavItem,
} from './nav-items';

/** The bar of the site's header (@resume/resume-view's chrome, shared with the free plan's public pages). */
const HEADER_CLASSES = {
  header:
    'sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75',
  bar: 'container flex h-16 items-center justify-between gap-4',
};

export function Header() {
  const { data: user, isLoading } = useUser();
  const location = useLocation();
  // The small-screen menu belongs to the page it was opened on: a route change closes it.
  const route = location.pathname + location.search;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === route;
  // A prerendered page has no React in its header: the menu is in the HTML, hidden, and a few lines of script
  // (prerender/page.entry.ts) open it with the same button.
  const prerendered = useContext(PrerenderIslands) !== null;
  const t = useT();

  return (
    <SiteHeader
      classes={HEADER_CLASSES}
      logo={<Logo />}
      below={(mobileOpen || prerendered) && <MobileMenu user={user ?? null} hidden={!mobileOpen} />}
    >
      <div className="hidden items-center gap-3 md:flex">
        {isLoading ? (
          <span className="h-10 w-10 animate-pulse rounded-full bg-slate-200" aria-hidden="true" />
        ) : user ? (
          <>
            <NoticesMenu />
            <UserMenu user={user} />
          </>
        ) : (
          <Button asChild>
            <SignInLink LinkAs={Link} label={t('signIn')} />
          </Button>
        )}
      </div>

      <Button
        variant="ghost"
        size="icon"
        className="group md:hidden"
        aria-label={mobileOpen ? t('header.closeMenu') : t('header.openMenu')}
        data-open-label={t('header.openMenu')}
        data-close-label={t('header.closeMenu')}
        aria-expanded={mobileOpen}
        aria-controls={MOBILE_MENU_ID}
        onClick={() => setOpenOn(mobileOpen ? null : route)}
      >
        {/* Both icons, shown by aria-expanded, so a script that only flips the attribute swaps them too. */}
        <Menu className="h-5 w-5 group-aria-expanded:hidden" aria-hidden="true" />
        <X className="hidden h-5 w-5 group-aria-expanded:block" aria-hidden="true" />
      </Button>
    </SiteHeader>
  );
}

function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const t = useT();
  const items = [...NAV_ITEMS, SETTINGS_ITEM, ...(showsLinkedIn(user) ? [LINKEDIN_ITEM] : [])];
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={t('header.accountMenu')}
          data-testid="user-menu-button"
          className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-base font-semibold text-white shadow-sm ring-offset-2 transition hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {avatarLetter(user)}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" data-testid="user-menu">
        <DropdownMenuLabel className="flex flex-col gap-1">
          <span className="truncate font-semibold text-slate-900" data-testid="user-menu-name">
            {displayName(user)}
          </span>
          <span className="truncate text-xs font-normal text-slate-500" data-testid="user-menu-email">
            {user.email}
          </span>
          <span>
            <PlanBadge plan={user.plan} short />
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {items.map((item) => (
            <MenuLink key={item.labelKey} item={item} locked={isLocked(item, user)} />
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          data-testid="logout-button"
          disabled={logout.isPending}
          onSelect={() => logout.mutate()}
          className="text-red-600 focus:bg-red-50 focus:text-red-700"
        >
          <LogOut aria-hidden="true" />
          {t('header.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MenuLink({ item, locked }: { item: NavItem; locked: boolean }) {
  const Icon = locked ? Lock : item.icon;
  const t = useT();
  const label = t(item.labelKey);
  return (
    <DropdownMenuItem asChild>
      <Link
        to={locked ? '/pricing' : item.to}
        data-locked={locked || undefined}
        aria-label={locked ? t('header.premiumFeature', { label }) : undefined}
        className={cn(locked && 'text-slate-500')}
      >
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </DropdownMenuItem>
  );
}

function MobileMenu({ user, hidden }: { user: User | null; hidden: boolean }) {
  const logout = useLogout();
  const t = useT();
  const linkClass =
    'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';
  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label={t('header.mainMenu')}
      hidden={hidden}
      className="border-t border-slate-200 bg-white md:hidden"
    >
      <ul className="container flex flex-col gap-1 py-3">
        <li>
          <Link to="/" className={linkClass}>
            <Home className="h-4 w-4" aria-hidden="true" />
            {t('header.home')}
          </Link>
        </li>
        {user ? (
          <>
            {[...NAV_ITEMS, SETTINGS_ITEM, ...(showsLinkedIn(user) ? [LINKEDIN_ITEM] : [])].map((item) => {
              const locked = isLocked(item, user);
              const Icon = locked ? Lock : item.icon;
              const label = t(item.labelKey);
              return (
                <li key={item.labelKey}>
                  <Link
                    to={locked ? '/pricing' : item.to}
                    data-locked={locked || undefined}
                    aria-label={locked ? t('header.premiumFeature', { label }) : undefined}
                    className={cn(linkClass, locked && 'text-slate-500')}
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                    {label}
                  </Link>
                </li>
              );
            })}
            <li>
              <button
                type="button"
                className={cn(linkClass, 'w-full text-red-600 hover:bg-red-50')}
                disabled={logout.isPending}
                onClick={() => logout.mutate()}
              >
                <LogOut className="h-4 w-4" aria-hidden="true" />
                {t('header.logOut')}
              </button>
            </li>
          </>
        ) : (
          <li className="px-3 pt-2">
            <Button asChild className="w-full">
              <SignInLink LinkAs={Link} label={t('signIn')} />
            </Button>
          </li>
        )}
      </ul>
    </nav>
  );
}
