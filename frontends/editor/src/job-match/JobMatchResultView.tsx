import { CheckCircle2, CircleDashed } from 'lucide-react';
import {
  type JobMatchFoundTerm,
  type JobMatchResult,
  type JobMatchTerm,
  type JobTermLocation,
  type JobTermWeight,
  type User,
} from '@resume/contracts';
import { Badge, formatNumber, useT } from '@resume/platform';
import type { JobMatchRequest } from '@resume/features';
import { CreateJobFilter } from './CreateJobFilter';

const WEIGHTS: readonly JobTermWeight[] = ['required', 'mentioned', 'preferred'];

type T = ReturnType<typeof useT>;

/** 'Work Experience · Senior Engineer, PayCo · description'; a field the catalogue does not name shows as it is. */
function whereText(location: JobTermLocation, t: T): string {
  const field = t(`jobMatch.fields.${location.field}`, { defaultValue: location.field });
  return [t(`jobMatch.sections.${location.section}`), location.item, field].filter(Boolean).join(' · ');
}

function TermName({ term }: { term: JobMatchTerm }) {
  const t = useT('editor');
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-slate-900">{term.term}</span>
      <Badge variant={term.weight === 'required' ? 'default' : 'secondary'}>
        {t(`jobMatch.weights.${term.weight}`)} ×{term.points}
      </Badge>
    </span>
  );
}

function FoundList({ found }: { found: JobMatchFoundTerm[] }) {
  const t = useT('editor');
  if (found.length === 0) return <p className="text-sm text-slate-600">{t('jobMatch.noneFound')}</p>;
  return (
    <ul className="grid gap-2" data-testid="job-match-found">
      {found.map((term) => (
        <li key={term.term} className="grid gap-1 rounded-lg border border-slate-200 p-2">
          <TermName term={term} />
          <ul className="text-xs text-slate-600">
            {term.foundIn.map((where, i) => (
              <li key={i}>{whereText(where, t)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function MissingList({ missing }: { missing: JobMatchTerm[] }) {
  const t = useT('editor');
  if (missing.length === 0) return <p className="text-sm text-slate-600">{t('jobMatch.noneMissing')}</p>;
  return (
    <ul className="grid gap-2" data-testid="job-match-missing">
      {missing.map((term) => (
        <li key={term.term} className="rounded-lg border border-dashed border-slate-300 p-2">
          <TermName term={term} />
        </li>
      ))}
    </ul>
  );
}

/** The score and how it is counted: the weights, the terms per weight, and the sum written out. */
function Score({ result }: { result: JobMatchResult }) {
  const { formula } = result;
  const t = useT('editor');
  return (
    <div className="grid gap-2 rounded-lg bg-slate-50 p-4" data-testid="job-match-score">
      <p className="flex items-baseline gap-3">
        <span className="text-sm font-medium text-slate-600">{t('jobMatch.score')}</span>
        <span className="text-3xl font-bold text-slate-900">{result.score === null ? '–' : `${result.score} %`}</span>
        <span className="ms-auto text-xs text-slate-500">
          {t('jobMatch.rulesVersion', { version: result.rulesVersion })}
        </span>
      </p>
      {result.score === null ? (
        <p className="text-sm text-slate-600">{t('jobMatch.noTerms')}</p>
      ) : (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-slate-700">{t('jobMatch.formula')}</summary>
          <p className="mt-2 text-sm text-slate-600">{t('jobMatch.formulaText')}</p>
          <ul className="mt-1 text-sm text-slate-700">
            {WEIGHTS.map((w) => (
              <li key={w}>
                {t(`jobMatch.weights.${w}`)} ×{formula.weights[w]}: {formula.found[w]} / {formula.total[w]}
              </li>
            ))}
          </ul>
          <p className="mt-1 font-mono text-sm text-slate-900" data-testid="job-match-formula">
            {formula.expression}
          </p>
        </details>
      )}
    </div>
  );
}

/** A match's answer: the score, the terms found and missing, and the tags for a filter. */
export function JobMatchResultView({
  result,
  request,
  user,
}: {
  result: JobMatchResult;
  request: JobMatchRequest;
  user: User;
}) {
  const t = useT('editor');
  return (
    <section className="grid gap-4" aria-live="polite" data-testid="job-match-result">
      <Score result={result} />
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <CheckCircle2 className="h-4 w-4 text-emerald-600" aria-hidden="true" />
            {t('jobMatch.found', { n: formatNumber(result.found.length) })}
          </h3>
          <FoundList found={result.found} />
        </div>
        <div className="grid content-start gap-2">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <CircleDashed className="h-4 w-4 text-slate-500" aria-hidden="true" />
            {t('jobMatch.missing', { n: formatNumber(result.missing.length) })}
          </h3>
          <MissingList missing={result.missing} />
        </div>
      </div>
      <CreateJobFilter result={result} request={request} user={user} />
    </section>
  );
}
