import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { BILLING_PAGES, PUBLIC_PAGES } from '@resume/contracts';
import { FullScreenSpinner, PlatformProviders } from '@resume/platform';
import { Layout } from './layout/Layout';
import { RequireAuth, RequireLinkControl, RequirePaid } from './guards/guards';
import { RemoteBoundary } from './remotes/RemoteBoundary';
import { NotFoundPage } from './pages/NotFoundPage';
import { OwnPageRedirect } from './pages/OwnPageRedirect';

// Every screen of the shell is loaded when it is opened: a screen of a remote (the editor, the filters, the profile) then loads
// the layout, the guards and the remote, not the landing page's or the profile's code (docs/performance.md).
const LandingPage = lazy(() => import('./pages/LandingPage').then((m) => ({ default: m.LandingPage })));
const PricingPage = lazy(() => import('./pages/PricingPage').then((m) => ({ default: m.PricingPage })));
const ResumePage = lazy(() => import('./pages/ResumePage').then((m) => ({ default: m.ResumePage })));
// The sign-in screens carry the form validation library.
const LoginPage = lazy(() => import('./pages/LoginPage'));
const MagicLinkVerifyPage = lazy(() => import('./pages/MagicLinkVerifyPage'));
const ConfirmEmailPage = lazy(() => import('./pages/ConfirmEmailPage'));

export function App() {
  return (
    <PlatformProviders>
      <BrowserRouter>
        <Suspense fallback={<FullScreenSpinner className="min-h-screen" />}>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<LandingPage />} />
              <Route path="/login" element={<LoginPage />} />
              {/* 'Create Your Resume': the same form; a magic link to a new address creates the account. */}
              <Route path="/register" element={<LoginPage mode="register" />} />
              <Route path="/magic-link-verify" element={<MagicLinkVerifyPage />} />
              <Route path={BILLING_PAGES.pricing} element={<PricingPage />} />
              <Route path={PUBLIC_PAGES.ownerPreview} element={<ResumePage />} />
              {/* The server answers /r itself (a redirect); this is /r reached inside the app, e.g. after signing in. */}
              <Route path={PUBLIC_PAGES.ownPage} element={<OwnPageRedirect />} />

              <Route element={<RequireAuth />}>
                <Route path="/resume-editor" element={<RemoteBoundary name="editor" />} />
                <Route path="/confirm-email" element={<ConfirmEmailPage />} />
                {/* The account remote (decision 0057): the profile and its cards, the subscription, and the embedded
                    default's checkout and portal (no STRIPE_SECRET_KEY; the API answers 404 otherwise). */}
                <Route path="/profile" element={<RemoteBoundary name="account" />} />
                <Route path="/domain-settings" element={<RemoteBoundary name="account" />} />
                <Route path="/settings/domain" element={<RemoteBoundary name="account" />} />
                <Route path={BILLING_PAGES.subscription} element={<RemoteBoundary name="account" />} />
                <Route path="/billing/test-checkout" element={<RemoteBoundary name="account" />} />
                <Route path="/billing/test-portal" element={<RemoteBoundary name="account" />} />
                {/* Applications: a free plan sees what it is and the upgrade prompt there (decision 0052). */}
                <Route path="/applications" element={<RemoteBoundary name="shareManager" />} />
              </Route>

              <Route element={<RequirePaid />}>
                <Route path="/filters" element={<RemoteBoundary name="shareManager" />} />
                <Route path="/share" element={<RemoteBoundary name="shareManager" />} />
                <Route path="/template-editor" element={<RemoteBoundary name="templateDesigner" />} />
              </Route>

              {/* Open after a subscription ended too: the owner keeps control of their links (decision 0036). */}
              <Route element={<RequireLinkControl />}>
                <Route path="/share-links" element={<RemoteBoundary name="shareManager" />} />
              </Route>

              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
      </BrowserRouter>
    </PlatformProviders>
  );
}
