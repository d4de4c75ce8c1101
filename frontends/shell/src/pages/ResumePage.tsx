import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FullScreenSpinner, useUser } from '@resume/platform';
import { LandingPage } from './LandingPage';

// The previews carry the resume renderer: loaded on demand.
const FilteredResumePage = lazy(() => import('./FilteredResumePage'));
const OwnerPreviewPage = lazy(() => import('./OwnerPreviewPage'));

/**
 * /resume (spec 2.1, 2.11, public): with ?filter={id} the owner's private preview of that filter; without it the
 * signed-in owner's preview of their complete resume (the Share page's Preview, docs/decisions/0039-owner-links.md),
 * and for anyone else the default page (the landing page).
 */
export function ResumePage() {
  const [params] = useSearchParams();
  const filterId = params.get('filter');
  const { data: user, isLoading } = useUser();
  if (filterId) return <FilteredResumePage key={filterId} filterId={filterId} />;
  if (isLoading) return <FullScreenSpinner className="min-h-[70vh]" />;
  return user ? <OwnerPreviewPage /> : <LandingPage />;
}
