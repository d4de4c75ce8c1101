import { useState, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ResumeDraft, SectionId, UserMessage } from '@resume/contracts';
import { Button } from '@resume/platform';
import { SectionCard } from '../components/SectionCard';
import { EntityForm } from './EntityForm';
import { showSuccess } from './form-errors';
import { useEditFocus } from './use-edit-focus';
import type { FieldSpec, FormValues } from './form-types';

interface EditableSectionProps {
  sectionId: SectionId;
  icon: LucideIcon;
  /** The pencil button's accessible name, e.g. 'Edit personal information'. */
  editLabel: string;
  fields: FieldSpec[];
  dto: new () => object;
  values: FormValues;
  save: (input: FormValues) => Promise<unknown>;
  /** The success toast, or a function of what `save` answered and the values sent. */
  success: UserMessage | ((result: unknown, input: FormValues) => UserMessage);
  failure: UserMessage;
  /** The live preview's part of the draft made from the form's valid values (see EntityForm). */
  toDraft?: (valid: FormValues) => ResumeDraft;
  /** The view mode. */
  children: ReactNode;
}

/** A single-record section (personal info, summary): the pencil toggles edit mode with Cancel and Save. */
export function EditableSection({
  sectionId,
  icon,
  editLabel,
  fields,
  dto,
  values,
  save,
  success,
  failure,
  toDraft,
  children,
}: EditableSectionProps) {
  const [editing, setEditing] = useState(false);
  const { form, opener } = useEditFocus<HTMLDivElement>(editing);
  const onSave = async (input: FormValues) => {
    const result = await save(input);
    showSuccess(typeof success === 'function' ? success(result, input) : success);
    setEditing(false);
  };
  return (
    <SectionCard
      sectionId={sectionId}
      icon={icon}
      actions={
        <Button
          variant="ghost"
          size="icon"
          aria-label={editLabel}
          aria-pressed={editing}
          ref={opener}
          onClick={() => setEditing((on) => !on)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      }
    >
      {editing ? (
        <div ref={form}>
          <EntityForm
            fields={fields}
            dto={dto}
            defaultValues={values}
            failure={failure}
            onSave={onSave}
            onCancel={() => setEditing(false)}
            testId={`${sectionId}-form`}
            draft={toDraft && { key: sectionId, dto, toDraft }}
          />
        </div>
      ) : (
        children
      )}
    </SectionCard>
  );
}
