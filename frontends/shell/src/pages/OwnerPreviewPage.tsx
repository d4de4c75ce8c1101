import { Link } from 'react-router-dom';
import { Eye } from 'lucide-react';
import { MESSAGES, PUBLIC_PAGES, type User } from '@resume/contracts';
import { FullScreenSpinner, LoadErrorCard } from '@resume/platform';
import { useCompleteResume } from '@resume/features';
import { ResumeView, resolveStyle } from '@resume/resume-view';
import { ResumeSheet, useResumeFont } from './resume-preview';

/**
 * /resume for a signed-in owner (spec 2.1, 2.11; docs/decisions/0039-owner-links.md): the Share page's preview of
 * the complete resume, through the one renderer in the resume's theme, as the public page shows it; everything of
 * their own, as the filter preview. Above it, where visitors read it, or that the public page is off.
 */
export default function OwnerPreviewPage() {
  const { data, isLoading, isError, refetch } = useCompleteResume();
  useResumeFont(data ? resolveStyle(data.resume).font : null, data);

  if (isLoading) return <FullScreenSpinner className="min-h-[70vh]" />;
  if (isError || !data) {
    const { title, description } = MESSAGES.resumeViews.loadError;
    return (
      <div className="container py-12">
        <LoadErrorCard title={title} description={description} onRetry={() => void refetch()} />
      </div>
    );
  }
  return (
    <ResumeSheet above={<PreviewNotice user={data.user} />}>
      <ResumeView data={data} />
    </ResumeSheet>
  );
}

function PreviewNotice({ user }: { user: User }) {
  const on = user.publicPage;
  const { title, description } = on ? MESSAGES.privacy.ownerPreview : MESSAGES.privacy.ownerPreviewPageOff;
  const publicPath = PUBLIC_PAGES.publicResume(user.username);
  return (
    <div
      role="status"
      data-testid="owner-preview-notice"
      className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700"
    >
      <Eye className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{title}</p>
        <p>
          {description}{' '}
          {on ? (
            // The public page is the server's: a full page load, not a route of the app.
            <a href={publicPath} className="break-all font-medium text-primary underline">
              {`${window.location.origin}${publicPath}`}
            </a>
          ) : (
            <Link to="/profile" className="font-medium text-primary underline">
              {MESSAGES.privacy.turnOnPublicPage}
            </Link>
          )}
        </p>
      </div>
    </div>
  );
}
