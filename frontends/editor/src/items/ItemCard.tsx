import { useState } from 'react';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Button, ConfirmDeleteDialog, currentLanguage, useT } from '@resume/platform';
import { useDeleteSectionItem, useUpdateSectionItem } from '@resume/features';
import { reportSaveError, showSuccess } from '../forms/form-errors';
import { useEditFocus } from '../forms/use-edit-focus';
import { ItemForm } from './ItemForm';
import { ItemView } from './ItemView';
import { toFormValues, type FormValues, type ItemSectionConfig, type ListItem } from './item-config';

interface ItemCardProps {
  config: ItemSectionConfig;
  item: ListItem;
  isFirst: boolean;
  isLast: boolean;
  onMove: (delta: -1 | 1) => void;
}

/** One item: view mode with move, edit and delete buttons, or edit mode (spec 4). */
export function ItemCard({ config, item, isFirst, isLast, onMove }: ItemCardProps) {
  const t = useT('editor');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSectionItem(config.section);
  const remove = useDeleteSectionItem(config.section);
  const label = config.label(item);
  const { form, opener: editButton } = useEditFocus<HTMLLIElement>(editing);

  const save = async (input: FormValues) => {
    await update.mutateAsync({ id: item.id, input: input as never });
    showSuccess(config.messages.updated);
    setEditing(false);
  };

  const confirmDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        showSuccess(config.messages.deleted);
      },
      onError: (error) => reportSaveError(error, config.messages.deleteFailed),
    });

  if (editing) {
    return (
      <li
        ref={form}
        className="rounded-lg border border-primary/40 bg-slate-50 p-4"
        data-testid="item-card"
        data-editing="true"
      >
        <ItemForm
          config={config}
          mode="update"
          itemId={item.id}
          defaultValues={toFormValues(config, item)}
          failure={config.messages.saveFailed}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }

  return (
    <li data-testid="item-card">
      <article
        aria-label={label}
        className="flex gap-3 rounded-lg border border-slate-200 p-4 transition-colors hover:border-slate-300"
      >
        <ItemView summary={config.summary(item, { t, language: currentLanguage() })} />
        <div className="flex shrink-0 items-start gap-0.5">
          <Button
            variant="ghost"
            size="icon"
            className="h-8 w-8"
            aria-label={t('items.moveUp', { label })}
            disabled={isFirst}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="h-8 w-8"
            aria-label={t('items.moveDown', { label })}
            disabled={isLast}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2"
            aria-label={t('items.editItem', { label })}
            ref={editButton}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            <span className="hidden sm:inline">{t('common.edit')}</span>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="h-8 w-8 text-red-600 hover:bg-red-50 hover:text-red-700"
            aria-label={t('items.deleteItem', { label })}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </article>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(`items.deleteTitle.${config.sectionId}`)}
        description={config.confirmDelete(item)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </li>
  );
}
