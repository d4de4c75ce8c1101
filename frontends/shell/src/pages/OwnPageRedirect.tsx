import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { ownPageTarget, PUBLIC_PAGES } from '@resume/contracts';
import { FullScreenSpinner, useUser } from '@resume/platform';

/**
 * /r reached inside the app (after signing in from /login?redirect=/r): the same place the server's redirect leads
 * (ownPageTarget, docs/decisions/0039-owner-links.md). The public page is the server's, so it is a full page load.
 */
export function OwnPageRedirect() {
  const { data: user, isLoading } = useUser();
  const target = isLoading ? null : ownPageTarget(user);
  const serverPage = target !== null && target.startsWith(`${PUBLIC_PAGES.ownPage}/`);
  useEffect(() => {
    if (target !== null && serverPage) window.location.replace(target);
  }, [target, serverPage]);
  if (target === null || serverPage) return <FullScreenSpinner className="min-h-[70vh]" />;
  return <Navigate to={target} replace />;
}
