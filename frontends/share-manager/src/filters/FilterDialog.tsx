import { useId } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { ChevronRight, Loader2, Palette, Plus, Save } from 'lucide-react';
import { MESSAGES, type Filter } from '@resume/contracts';
import { FILTER_LIMITS } from '@resume/contracts/dto';
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
  isApiError,
  toast,
} from '@resume/platform';
import { useCreateFilter, useFilterTags, useUpdateFilter } from '@resume/features';
import { AppearanceFields } from './AppearanceFields';
import {
  APPEARANCE_FIELDS,
  createFilterResolver,
  errorDetail,
  filterFormDefaults,
  hasAppearance,
  toFilterRequest,
  updateFilterResolver,
  type FilterFormValues,
  type FilterSubmitValues,
} from './filter-form';
import { TagPicker } from './TagPicker';
import { useShareManagerT } from '../locales/use-share-manager-t';

interface FilterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filter to edit; absent for 'New Filter'. */
  filter?: Filter | null;
}

/**
 * 'New Filter' and 'Edit Filter' (spec 2.10, 5): a name, tags chosen from the user's available tags, and an
 * optional Appearance part. The submit button stays disabled while the name is empty.
 */
export function FilterDialog({ open, onOpenChange, filter }: FilterDialogProps) {
  const t = useShareManagerT();
  const editing = Boolean(filter);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90vh] max-w-2xl overflow-y-auto"
        data-testid={editing ? 'edit-filter-dialog' : 'new-filter-dialog'}
      >
        <DialogHeader>
          <DialogTitle>{editing ? t('filters.dialog.editTitle') : t('filters.dialog.newTitle')}</DialogTitle>
          <DialogDescription>{t('filters.dialog.description')}</DialogDescription>
        </DialogHeader>
        {open && <FilterForm key={filter?.id ?? 'new'} filter={filter ?? null} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function FilterForm({ filter, onDone }: { filter: Filter | null; onDone: () => void }) {
  const t = useShareManagerT();
  const tags = useFilterTags();
  const create = useCreateFilter();
  const update = useUpdateFilter();
  const appearanceId = useId();
  const form = useForm<FilterFormValues, unknown, FilterSubmitValues>({
    resolver: filter ? updateFilterResolver : createFilterResolver,
    defaultValues: filterFormDefaults(filter),
  });
  const { errors, isSubmitting } = form.formState;
  const nameEmpty = (useWatch({ control: form.control, name: 'name' }) ?? '').trim() === '';
  // The appearance panel holds the appearance fields and the version's language.
  const appearanceErrors = [...APPEARANCE_FIELDS, 'language' as const].some((field) => errors[field]);

  const submit = form.handleSubmit(async (values) => {
    const input = toFilterRequest(values);
    try {
      if (filter) {
        await update.mutateAsync({ id: filter.id, input });
        toast({ ...MESSAGES.filters.updated });
      } else {
        await create.mutateAsync(input);
        toast({ ...MESSAGES.filters.created });
      }
      onDone();
    } catch (error) {
      if (isApiError(error)) {
        for (const { field, problem } of error.body?.details ?? []) {
          if (field in form.getValues())
            form.setError(field as Path<FilterFormValues>, { type: 'server', message: problem });
        }
      }
      const detail = errorDetail(error);
      toast({
        ...(filter ? MESSAGES.filters.updateFailed(detail) : MESSAGES.filters.createFailed(detail)),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField
        label={t('filters.dialog.name')}
        required
        error={errors.name?.message}
        hint={t('filters.dialog.nameHint')}
      >
        <Input
          autoComplete="off"
          autoFocus
          maxLength={FILTER_LIMITS.nameMaxLength}
          placeholder={t('filters.dialog.namePlaceholder')}
          {...form.register('name')}
        />
      </FormField>

      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagPicker
            available={tags.data}
            loading={tags.isLoading}
            failed={tags.isError}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />

      <details
        className="group rounded-lg border border-slate-200"
        open={hasAppearance(filter) || appearanceErrors || undefined}
      >
        <summary
          className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary [&::-webkit-details-marker]:hidden"
          aria-describedby={appearanceId}
        >
          <ChevronRight
            className="h-4 w-4 text-slate-500 transition-transform group-open:rotate-90 rtl:-scale-x-100 rtl:group-open:scale-x-100"
            aria-hidden="true"
          />
          <Palette className="h-4 w-4 text-primary" aria-hidden="true" />
          {t('filters.dialog.appearance')}
          <span id={appearanceId} className="font-normal text-slate-500">
            {t('filters.dialog.appearanceHint')}
          </span>
        </summary>
        <div className="border-t border-slate-200 p-4">
          <AppearanceFields form={form} />
        </div>
      </details>

      <DialogFooter className="border-t border-slate-100 pt-4">
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={nameEmpty || isSubmitting}>
          {isSubmitting ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : filter ? (
            <Save aria-hidden="true" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          {filter ? t('filters.dialog.save') : t('filters.dialog.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
