import { Clock, FileText, Hash } from 'lucide-react';
import type { Resume } from '@resume/contracts';
import { Card, CardContent, relativeTime } from '@resume/platform';

/** Header card: title, 'Last edited: {relative time}' and the resume id (spec 2.7). */
export function ResumeHeaderCard({ resume }: { resume: Resume }) {
  const edited = new Date(resume.lastUpdated);
  return (
    <Card data-testid="resume-header-card" className="overflow-hidden">
      <div className="h-1.5 bg-gradient-to-r from-primary to-secondary" />
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <FileText className="h-6 w-6" aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">My Professional Resume</h1>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500" data-testid="resume-last-edited">
              <Clock className="h-3.5 w-3.5" aria-hidden="true" />
              <span>
                Last edited:{' '}
                <time dateTime={edited.toISOString()} title={edited.toLocaleString()}>
                  {relativeTime(edited)}
                </time>
              </span>
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-400" data-testid="resume-id">
              <Hash className="h-3.5 w-3.5" aria-hidden="true" />
              <span>Resume ID: {resume.id}</span>
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
