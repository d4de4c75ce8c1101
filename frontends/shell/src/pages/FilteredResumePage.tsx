import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenSpinner, isApiError, isPremiumRequired, PremiumRequiredPage } from '@resume/platform';
import { useFilteredResume } from '@resume/features';
import { FilterBanner, ResumeView, resolveStyle } from '@resume/resume-view';
import { ResumeNotAvailable, ResumeSheet, useResumeFont } from './resume-preview';

/**
 * GET /api/resume/filter/{id}: only the owner may see it, so a visitor who is not signed in goes to the login page
 * and comes back; a user without a paid plan sees the Premium Feature dialog; anything else that fails (an unknown
 * or foreign filter) is 'Resume Not Available'.
 */
export default function FilteredResumePage({ filterId }: { filterId: string }) {
  const location = useLocation();
  const { data, error, isLoading } = useFilteredResume(filterId);
  const font = data ? resolveStyle(data.resume, data.filter).font : null;
  useResumeFont(font, data);

  if (isLoading) return <FullScreenSpinner className="min-h-[70vh]" />;
  if (isApiError(error) && error.status === 401) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (isPremiumRequired(error)) return <PremiumRequiredPage />;
  if (error || !data) return <ResumeNotAvailable />;

  const { filter, ...resume } = data;
  return (
    <div data-testid="filtered-resume-page">
      <ResumeSheet
        above={
          filter && (
            <div className="[&_a]:font-medium [&_a]:underline-offset-4 hover:[&_a]:underline focus-visible:[&_a]:outline-none focus-visible:[&_a]:ring-2 focus-visible:[&_a]:ring-primary">
              <FilterBanner
                filter={filter}
                resume={resume.resume}
                fullResumeHref={`/r/${encodeURIComponent(resume.user.username)}`}
              />
            </div>
          )
        }
      >
        <ResumeView data={resume} filter={filter} />
      </ResumeSheet>
    </div>
  );
}
