import './styles.css';
import './locales/register';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BILLING_PAGES } from '@resume/contracts';
import { PortalContainerProvider } from '@resume/platform';
import { SubscriptionPage } from './billing/SubscriptionPage';
import { TestCheckoutPage } from './billing/TestCheckoutPage';
import { TestPortalPage } from './billing/TestPortalPage';
import { ProfilePage } from './profile/ProfilePage';

export const ACCOUNT_VERSION = __REMOTE_VERSION__;

/**
 * The page for a path: the shell routes the signed-in account's screens here (its paths are the spec's and the
 * shell's, unchanged by the move into this remote).
 */
function Screen({ pathname }: { pathname: string }) {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === BILLING_PAGES.subscription) return <SubscriptionPage />;
  if (path === '/billing/test-checkout') return <TestCheckoutPage />;
  if (path === '/billing/test-portal') return <TestPortalPage />;
  if (path === '/domain-settings' || path === '/settings/domain') return <ProfilePage tab="domains" />;
  return <ProfilePage />;
}

/**
 * The account remote, exposed as 'account/App' (docs/decisions/0057-account-remote.md): the profile with its
 * LinkedIn, subscription, public page, domains and sessions cards (spec 2.13), the subscription page and the
 * embedded default's test checkout and portal. Rendered inside the shell's providers and router, behind its sign-in
 * guard; dialogs portal into the remote's root so its scoped styles apply to them.
 */
export default function App() {
  const { pathname } = useLocation();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setRoot} data-remote="account" data-remote-version={ACCOUNT_VERSION} data-testid="account-root">
      <PortalContainerProvider container={root}>
        <Screen pathname={pathname} />
      </PortalContainerProvider>
    </div>
  );
}
