import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Loader2, Plus } from 'lucide-react';
import { MESSAGES, SKILL_LEVEL, SKILL_PROFICIENCY, type Skill } from '@resume/contracts';
import { CreateSkillDto } from '@resume/contracts/dto';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  cn,
  fieldClassName,
  useT,
} from '@resume/platform';
import { useCreateSkill, useFieldTexts } from '@resume/features';
import { reportSaveError, showSuccess } from '../forms/form-errors';
import { resolverFor } from '../forms/resolver';

interface SkillValues {
  category: string;
  name: string;
  level: number;
  /** Optional (spec 3): the chip's shade on the shared page; null for none. */
  proficiency: number | null;
}

const LEVELS = Array.from({ length: SKILL_LEVEL.max - SKILL_LEVEL.min + 1 }, (_, i) => SKILL_LEVEL.min + i);
/** The select's '' is none; the form's own default arrives as null, which Number() would turn into 0. */
const toProficiency = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
const PROFICIENCIES = Array.from(
  { length: SKILL_PROFICIENCY.max - SKILL_PROFICIENCY.min + 1 },
  (_, i) => SKILL_PROFICIENCY.min + i,
);

interface AddSkillDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  skills: readonly Skill[];
}

/**
 * 'Add Skill' (spec 5): a category chosen from the existing ones or typed new, a name, a level 1-5 (default 3),
 * and an optional proficiency (spec 3, the chip's shade on the shared page). Sends the count already in the
 * category as the order.
 */
export function AddSkillDialog({ open, onOpenChange, skills }: AddSkillDialogProps) {
  const t = useT('editor');
  const create = useCreateSkill();
  const listId = useId();
  const categories = [...new Set(skills.map((s) => s.category))];
  const form = useForm<SkillValues>({
    resolver: resolverFor<SkillValues>(CreateSkillDto),
    defaultValues: { category: '', name: '', level: SKILL_LEVEL.default, proficiency: null },
  });
  const { errors, isSubmitting } = form.formState;
  // The DTO's English messages in the page's language.
  const { message } = useFieldTexts();
  const fieldError = (text: string | undefined) => (text === undefined ? undefined : message(text));

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async ({ category, name, level, proficiency }) => {
    const order = skills.filter((s) => s.category === category).length;
    try {
      await create.mutateAsync({ category, name, level, ...(proficiency === null ? {} : { proficiency }), order });
      showSuccess(MESSAGES.items.skill.added);
      close(false);
    } catch (error) {
      reportSaveError(error, MESSAGES.items.skill.addFailed, form);
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent data-testid="add-skill-dialog">
        <DialogHeader>
          <DialogTitle>{t('skills.title')}</DialogTitle>
          <DialogDescription>{t('skills.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label={t('skills.category')} required error={fieldError(errors.category?.message)}>
            <Input
              list={listId}
              autoComplete="off"
              placeholder={t('skills.categoryExample')}
              {...form.register('category')}
            />
          </FormField>
          <datalist id={listId}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <FormField label={t('skills.name')} required error={fieldError(errors.name?.message)}>
            <Input autoComplete="off" placeholder={t('skills.nameExample')} {...form.register('name')} />
          </FormField>
          <FormField label={t('skills.level')} error={fieldError(errors.level?.message)}>
            <select className={cn(fieldClassName, 'h-10')} {...form.register('level', { valueAsNumber: true })}>
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t('skills.levelOption', { level, name: t(`skills.levels.${level}`) })}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('skills.proficiency')} error={fieldError(errors.proficiency?.message)}>
            <select
              className={cn(fieldClassName, 'h-10')}
              {...form.register('proficiency', { setValueAs: toProficiency })}
            >
              <option value="">{t('skills.none')}</option>
              {PROFICIENCIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {t('skills.add')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
