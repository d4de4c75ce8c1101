import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  ERROR_CODES,
  JOB_MATCH_LANGUAGES,
  JOB_MATCH_LIMITS,
  MESSAGES,
  type ErrorCode,
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
  formatNumber,
  isApiError,
  Textarea,
  toast,
  useT,
} from '@resume/platform';
import { useMatchJob } from '@resume/features';
import { JobMatchResultView } from './JobMatchResultView';

const TEXT = MESSAGES.jobMatch;
/** The codes that are about the posting itself: shown under the field rather than as a toast. */
const POSTING_CODES = new Set<string>(['JOB_POSTING_EMPTY', 'JOB_POSTING_TOO_LONG', 'JOB_POSTING_TOO_LARGE']);

/** What the field says before anything is sent: the server's own checks, as the code whose words it shows. */
function postingProblem(posting: string): ErrorCode | undefined {
  if (posting.trim() === '') return 'JOB_POSTING_EMPTY';
  if ([...posting.trim()].length > JOB_MATCH_LIMITS.postingMaxLength) return 'JOB_POSTING_TOO_LONG';
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
  // A code of the catalogue: its text (the `messages` namespace) is shown in the page's language.
  const [problem, setProblem] = useState<ErrorCode | undefined>();
  const t = useT(['editor', 'messages']);
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
        if (code && POSTING_CODES.has(code)) return setProblem(code as ErrorCode);
        const serverText = code === 'RATE_LIMITED' && isApiError(error) ? error.serverMessage : undefined;
        toast({ ...TEXT.failed, ...(serverText ? { description: serverText } : {}), variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto" data-testid="match-job-dialog">
        <DialogHeader>
          <DialogTitle>{t('jobMatch.title')}</DialogTitle>
          <DialogDescription>{t('jobMatch.intro')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField
            label={t('jobMatch.posting')}
            error={
              // The shell's platform owns `messages`; the catalogue's English is the fallback whatever it holds.
              problem && t(`messages:ERROR_CODES.${problem}`, { defaultValue: ERROR_CODES[problem].message })
            }
            hint={t('jobMatch.postingHint', { max: formatNumber(JOB_MATCH_LIMITS.postingMaxLength) })}
            required
          >
            <Textarea rows={8} value={posting} onChange={(e) => setPosting(e.target.value)} data-testid="job-posting" />
          </FormField>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <FormField label={t('jobMatch.language')}>
              <select
                className={cn(fieldClassName, 'h-10 w-48')}
                value={language}
                onChange={(e) => setLanguage(e.target.value as JobMatchLanguage | '')}
                data-testid="job-language"
              >
                <option value="">{t('jobMatch.detect')}</option>
                {JOB_MATCH_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {t(`jobMatch.languages.${l}`)}
                  </option>
                ))}
              </select>
            </FormField>
            <Button type="submit" disabled={match.isPending} data-testid="job-match-submit">
              {match.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {match.isPending ? t('jobMatch.matching') : t('jobMatch.match')}
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
