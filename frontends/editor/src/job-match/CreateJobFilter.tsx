import { useState } from 'react';
import { Filter as FilterIcon, Loader2, Lock } from 'lucide-react';
import { hasPaidAccess, MESSAGES, type JobMatchResult, type User } from '@resume/contracts';
import { FILTER_LIMITS } from '@resume/contracts/dto';
import {
  Badge,
  Button,
  FormField,
  Input,
  isApiError,
  isPremiumRequired,
  PremiumRequiredDialog,
  toast,
  useT,
} from '@resume/platform';
import { useCreateFilterForJob, type JobMatchRequest } from '@resume/features';

const TEXT = MESSAGES.jobMatch;

/** A filter's name from the posting: its first line (usually the job title), cut to the filter name's limit. */
function defaultName(posting: string, fallback: string): string {
  const first =
    posting
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  return [...(first || fallback)].slice(0, FILTER_LIMITS.nameMaxLength).join('');
}

/**
 * The suggested tags and 'Create filter for this job'. Filters are a paid feature: without paid access the button
 * carries a lock and opens the 'Premium Feature' dialog (spec 2.2's gating), as a 403 PREMIUM_REQUIRED does.
 */
export function CreateJobFilter({
  result,
  request,
  user,
}: {
  result: JobMatchResult;
  request: JobMatchRequest;
  user: User;
}) {
  const t = useT('editor');
  const fallbackName = t('jobMatch.defaultFilterName');
  const [name, setName] = useState(() => defaultName(request.posting, fallbackName));
  const [premiumOpen, setPremiumOpen] = useState(false);
  const create = useCreateFilterForJob();
  const paid = hasPaidAccess(user);
  const tags = result.suggestedTags;

  const onCreate = () => {
    if (!paid) return setPremiumOpen(true);
    create.mutate(
      { ...request, name: name.trim() || defaultName(request.posting, fallbackName) },
      {
        onSuccess: ({ filter }) => toast({ ...TEXT.filterCreated(filter.name, filter.tags.join(', ')) }),
        onError: (error) => {
          if (isPremiumRequired(error)) return setPremiumOpen(true);
          const detail = (isApiError(error) && error.serverMessage) || (error as Error).message;
          toast({ ...TEXT.createFailed(detail), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="grid gap-3 border-t border-slate-100 pt-4" data-testid="job-match-tags">
      <div>
        <h3 className="font-semibold text-slate-900">{t('jobMatch.suggested')}</h3>
        <p className="text-sm text-slate-600">{t('jobMatch.suggestedHint')}</p>
      </div>
      {tags.length === 0 ? (
        <p className="text-sm text-slate-600">{t('jobMatch.noSuggestedTags')}</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-2">
            {tags.map((s) => (
              <li key={s.tag} title={t('jobMatch.covers', { terms: s.covers.join(', ') })}>
                <Badge variant="outline">{s.tag}</Badge>
                <span className="sr-only">{t('jobMatch.covers', { terms: s.covers.join(', ') })}</span>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-end gap-3">
            <FormField label={t('jobMatch.filterName')} className="min-w-[16rem] flex-1">
              <Input
                value={name}
                maxLength={FILTER_LIMITS.nameMaxLength}
                onChange={(e) => setName(e.target.value)}
                data-testid="job-filter-name"
              />
            </FormField>
            <Button
              type="button"
              onClick={onCreate}
              disabled={create.isPending}
              data-locked={!paid || undefined}
              data-testid="job-filter-create"
            >
              {create.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : paid ? (
                <FilterIcon aria-hidden="true" />
              ) : (
                <Lock aria-hidden="true" />
              )}
              {t('jobMatch.createFilter')}
            </Button>
          </div>
        </>
      )}
      <PremiumRequiredDialog
        open={premiumOpen}
        onOpenChange={setPremiumOpen}
        description={t('jobMatch.premiumFilter')}
      />
    </div>
  );
}
