import { AlignLeft } from 'lucide-react';
import { MESSAGES, TEXTAREA_ROWS, type Resume } from '@resume/contracts';
import { UpdateResumeDto } from '@resume/contracts/dto';
import { useT } from '@resume/platform';
import { useUpdateResume } from '@resume/features';
import { EditableSection } from '../forms/EditableSection';
import type { FieldSpec } from '../forms/form-types';

const FIELDS: FieldSpec[] = [
  {
    kind: 'textarea',
    name: 'summary',
    label: 'resume.summary',
    rows: TEXTAREA_ROWS.summary,
    placeholder: 'summaryExample',
  },
];

/** The professional summary (PATCH /api/resume { summary }), a 5-row textarea in edit mode. */
export function SummarySection({ resume }: { resume: Resume }) {
  const t = useT('editor');
  const update = useUpdateResume();
  return (
    <EditableSection
      sectionId="summary"
      icon={AlignLeft}
      editLabel={t('summary.editLabel')}
      fields={FIELDS}
      dto={UpdateResumeDto}
      values={{ summary: resume.summary ?? '' }}
      save={(input) => update.mutateAsync({ summary: (input.summary as string | null) ?? null })}
      success={{ title: MESSAGES.items.successTitle, description: 'Professional summary updated' }}
      failure={MESSAGES.items.summaryFailed}
      toDraft={(valid) => ({ resume: { summary: (valid.summary as string | null) ?? null } })}
    >
      {resume.summary ? (
        <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700" data-testid="summary-view">
          {resume.summary}
        </p>
      ) : (
        <p className="text-sm text-slate-600" data-testid="summary-view">
          {t('summary.empty')}
        </p>
      )}
    </EditableSection>
  );
}
