import { Clock, FileText, Hash } from 'lucide-react';
import type { CompleteResume } from '@resume/contracts';
import { Card, CardContent, relativeTime, useT } from '@resume/platform';
import { JsonResumeActions } from '../json-resume/JsonResumeActions';
import { MatchJobAction } from '../job-match/MatchJobAction';
import { HeaderAction } from './HeaderAction';
import { ShareAction } from './ShareAction';

/** Header card (spec 2.7): title, 'Last edited: {relative time}', the resume id and the action button. */
export function ResumeHeaderCard({ data }: { data: CompleteResume }) {
  // 'platform' too: relativeTime's 'just now' is its text, read at once (so loaded before this renders).
  const t = useT(['editor', 'platform']);
  const { resume } = data;
  const edited = new Date(resume.lastUpdated);
  return (
    <Card data-testid="resume-header-card" className="overflow-hidden">
      <div className="h-1.5 bg-gradient-to-r from-primary rtl:bg-gradient-to-l to-secondary" />
      <CardContent className="flex flex-col gap-4 p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <FileText className="h-6 w-6" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('header.title')}</h1>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500" data-testid="resume-last-edited">
                <Clock className="h-3.5 w-3.5" aria-hidden="true" />
                <span>
                  {t('header.lastEdited')}{' '}
                  <time dateTime={edited.toISOString()} title={edited.toLocaleString()}>
                    {relativeTime(edited)}
                  </time>
                </span>
              </p>
              <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-600" data-testid="resume-id">
                <Hash className="h-3.5 w-3.5" aria-hidden="true" />
                <span className="break-all">{t('header.resumeId', { id: resume.id })}</span>
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-start gap-2">
            <MatchJobAction user={data.user} />
            <ShareAction user={data.user} />
            <div data-testid="header-action">
              <HeaderAction data={data} />
            </div>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
          <p className="text-xs text-slate-500">{t('header.jsonResumeNote')}</p>
          <JsonResumeActions />
        </div>
      </CardContent>
    </Card>
  );
}
