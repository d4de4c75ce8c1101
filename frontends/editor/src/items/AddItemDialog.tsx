import { MESSAGES } from '@resume/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, useT } from '@resume/platform';
import { useCreateSectionItem } from '@resume/features';
import { showSuccess } from '../forms/form-errors';
import { ItemForm } from './ItemForm';
import type { FormValues, ItemSectionConfig } from './item-config';

interface AddItemDialogProps {
  config: ItemSectionConfig;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A new item starts in edit mode inside a dialog; Save creates it and the list appends it (spec 4). */
export function AddItemDialog({ config, open, onOpenChange }: AddItemDialogProps) {
  const t = useT('editor');
  const create = useCreateSectionItem(config.section);
  const save = async (input: FormValues) => {
    await create.mutateAsync(input as never);
    showSuccess({ title: MESSAGES.items.successTitle, description: `${config.noun} added` });
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto" data-testid={`add-${config.sectionId}-dialog`}>
        <DialogHeader>
          <DialogTitle>{t(`items.add.${config.sectionId}`)}</DialogTitle>
          <DialogDescription>{t('items.requiredNote')}</DialogDescription>
        </DialogHeader>
        {open && (
          <ItemForm
            config={config}
            mode="create"
            itemId={null}
            defaultValues={config.empty}
            failure={config.messages.addFailed}
            onSave={save}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
