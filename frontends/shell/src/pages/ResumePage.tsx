import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LandingPage } from './LandingPage';

// The preview carries the resume renderer: loaded on demand.
const FilteredResumePage = lazy(() => import('./FilteredResumePage'));

/**
 * /resume (spec 2.1, public): with ?filter={id} the owner's private preview of that filter, otherwise the default
 * page (the landing page).
 */
export function ResumePage() {
  const [params] = useSearchParams();
  const filterId = params.get('filter');
  if (!filterId) return <LandingPage />;
  return <FilteredResumePage key={filterId} filterId={filterId} />;
}
