import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { FileWarning } from 'lucide-react';
import { MESSAGES } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  FullScreenSpinner,
  isApiError,
  isPremiumRequired,
  PremiumRequiredPage,
} from '@resume/platform';
import { useFilteredResume } from '@resume/features';
import { FilterBanner, fontStylesheetHref, ResumeView, resolveStyle } from '@resume/resume-view';

/**
 * Links the resume font's self-hosted stylesheet (the app's /fonts, decision 0025; font-display swap: the text
 * shows at once in the fallback font) while the page shows.
 */
function useResumeFont(font: string | null | undefined) {
  useEffect(() => {
    const href = fontStylesheetHref(font);
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.resumeFont = font ?? '';
    document.head.appendChild(link);
    return () => link.remove();
  }, [font]);
}

/**
 * GET /api/resume/filter/{id}: only the owner may see it, so a visitor who is not signed in goes to the login page
 * and comes back; a user without a paid plan sees the Premium Feature dialog; anything else that fails (an unknown
 * or foreign filter) is 'Resume Not Available'.
 */
export default function FilteredResumePage({ filterId }: { filterId: string }) {
  const location = useLocation();
  const { data, error, isLoading } = useFilteredResume(filterId);
  const font = data ? resolveStyle(data.resume, data.filter).font : null;
  useResumeFont(font);

  if (isLoading) return <FullScreenSpinner className="min-h-[70vh]" />;
  if (isApiError(error) && error.status === 401) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (isPremiumRequired(error)) return <PremiumRequiredPage />;
  if (error || !data) return <ResumeNotAvailable />;

  const { filter, ...resume } = data;
  return (
    <div className="bg-slate-100/70 py-8 sm:py-10" data-testid="filtered-resume-page">
      <div className="mx-auto grid w-full max-w-[880px] gap-4 px-4">
        {filter && (
          <div className="[&_a]:font-medium [&_a]:underline-offset-4 hover:[&_a]:underline focus-visible:[&_a]:outline-none focus-visible:[&_a]:ring-2 focus-visible:[&_a]:ring-primary">
            <FilterBanner filter={filter} fullResumeHref={`/r/${encodeURIComponent(resume.user.username)}`} />
          </div>
        )}
        <div className="overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-slate-200" data-testid="resume-page">
          <div className="p-4 sm:p-8">
            <ResumeView data={resume} filter={filter} />
          </div>
        </div>
      </div>
    </div>
  );
}

function ResumeNotAvailable() {
  const { title, description } = MESSAGES.resumeViews.notAvailable;
  return (
    <div className="container flex min-h-[60vh] items-center justify-center py-12">
      <Card className="w-full max-w-md" role="alert" data-testid="resume-not-available">
        <CardContent className="flex flex-col items-center gap-3 pt-8 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <FileWarning className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-bold text-slate-900">{title}</h1>
          <p className="text-sm text-slate-600">{description}</p>
          <Button asChild className="mt-3">
            <Link to="/">{MESSAGES.resumeViews.goHome}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
