import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  ERROR_CODES,
  JOB_MATCH_LANGUAGES,
  JOB_MATCH_LIMITS,
  MESSAGES,
  type JobMatchLanguage,
  type User,
} from '@resume/contracts';
import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  fieldClassName,
  FormField,
  isApiError,
  Textarea,
  toast,
} from '@resume/platform';
import { useMatchJob } from '@resume/features';
import { JobMatchResultView } from './JobMatchResultView';

const TEXT = MESSAGES.jobMatch;
/** The codes that are about the posting itself: shown under the field rather than as a toast. */
const POSTING_CODES = new Set(['JOB_POSTING_EMPTY', 'JOB_POSTING_TOO_LONG', 'JOB_POSTING_TOO_LARGE']);

/** What the field says before anything is sent: the server's own checks, with the catalogue's words. */
function postingProblem(posting: string): string | undefined {
  if (posting.trim() === '') return ERROR_CODES.JOB_POSTING_EMPTY.message;
  if ([...posting.trim()].length > JOB_MATCH_LIMITS.postingMaxLength) return ERROR_CODES.JOB_POSTING_TOO_LONG.message;
  return undefined;
}

/**
 * 'Match a job posting' (issue 28, docs/decisions/0051-job-match.md): paste a posting, optionally name its
 * language, and see the score with its formula, the terms found (and where), the terms missing and the tags of the
 * best filter, with 'Create filter for this job'.
 */
export function MatchJobDialog({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User;
}) {
  const [posting, setPosting] = useState('');
  const [language, setLanguage] = useState<JobMatchLanguage | ''>('');
  const [problem, setProblem] = useState<string | undefined>();
  const match = useMatchJob();
  const request = { posting, ...(language ? { language } : {}) };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const own = postingProblem(posting);
    setProblem(own);
    if (own) return;
    match.mutate(request, {
      onError: (error) => {
        const code = isApiError(error) ? error.code : undefined;
        if (code && POSTING_CODES.has(code)) return setProblem(ERROR_CODES[code].message);
        const serverText = code === 'RATE_LIMITED' && isApiError(error) ? error.serverMessage : undefined;
        toast({ ...TEXT.failed, ...(serverText ? { description: serverText } : {}), variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto" data-testid="match-job-dialog">
        <DialogHeader>
          <DialogTitle>{TEXT.title}</DialogTitle>
          <DialogDescription>{TEXT.intro}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField
            label={TEXT.posting}
            error={problem}
            hint={TEXT.postingHint(JOB_MATCH_LIMITS.postingMaxLength)}
            required
          >
            <Textarea rows={8} value={posting} onChange={(e) => setPosting(e.target.value)} data-testid="job-posting" />
          </FormField>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <FormField label={TEXT.language}>
              <select
                className={cn(fieldClassName, 'h-10 w-48')}
                value={language}
                onChange={(e) => setLanguage(e.target.value as JobMatchLanguage | '')}
                data-testid="job-language"
              >
                <option value="">{TEXT.detect}</option>
                {JOB_MATCH_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {TEXT.languages[l]}
                  </option>
                ))}
              </select>
            </FormField>
            <Button type="submit" disabled={match.isPending} data-testid="job-match-submit">
              {match.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {match.isPending ? TEXT.matching : TEXT.match}
            </Button>
          </div>
        </form>
        {/* The answer with the request that made it: 'Create filter' sends that posting, even if the field changed
            since; a new match starts its part afresh (its filter name from the new posting). */}
        {match.data && match.variables && (
          <JobMatchResultView key={match.submittedAt} result={match.data} request={match.variables} user={user} />
        )}
      </DialogContent>
    </Dialog>
  );
}
