import './styles.css';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PortalContainerProvider } from '@resume/platform';
import { ApplicationsPage } from './applications/ApplicationsPage';
import { FiltersPage } from './filters/FiltersPage';
import { SharePage } from './share/SharePage';
import { ShareLinksPage } from './share-links/ShareLinksPage';

export const SHARE_MANAGER_VERSION = __REMOTE_VERSION__;

/** The page for a path: the shell routes /filters, /share, /share-links and /applications here (behind its paid guard). */
function Screen({ pathname }: { pathname: string }) {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/share') return <SharePage />;
  if (path === '/share-links') return <ShareLinksPage />;
  if (path === '/applications') return <ApplicationsPage />;
  return <FiltersPage />;
}

/**
 * The share-manager remote, exposed as 'shareManager/App': Resume Filters (spec 2.10), Share Your Resume (2.11)
 * and Manage Share Links (2.12). Rendered inside the shell's providers and router;
 * dialogs portal into the remote's root so its scoped styles apply to them.
 */
export default function App() {
  const { pathname } = useLocation();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setRoot}
      data-remote="share-manager"
      data-remote-version={SHARE_MANAGER_VERSION}
      data-testid="share-manager-root"
    >
      <PortalContainerProvider container={root}>
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
          <Screen pathname={pathname} />
        </div>
      </PortalContainerProvider>
    </div>
  );
}
