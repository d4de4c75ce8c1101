import type { PreviewDraftItem, UserMessage } from '@resume/contracts';
import { EntityForm } from '../forms/EntityForm';
import type { FormValues, ItemSectionConfig } from './item-config';

interface ItemFormProps {
  config: ItemSectionConfig;
  mode: 'create' | 'update';
  defaultValues: FormValues;
  failure: UserMessage;
  onSave: (input: FormValues) => Promise<unknown>;
  onCancel: () => void;
  /** The saved item being edited (null: a new one), as the live preview places it. */
  itemId: string | null;
}

/** An item in edit mode, validated with the section's Create or Update DTO. */
export function ItemForm({ config, mode, itemId, ...rest }: ItemFormProps) {
  const section = config.section;
  return (
    <EntityForm
      fields={config.fields}
      dto={mode === 'create' ? config.createDto : config.updateDto}
      toInput={config.toInput}
      testId={`${config.sectionId}-form`}
      draft={{
        key: `${section}:${itemId ?? 'new'}`,
        // The server checks a draft item with the create DTO: the whole item, as it would be saved.
        dto: config.createDto,
        toDraft: (valid) => ({ item: { ...valid, section, id: itemId } as PreviewDraftItem }),
      }}
      {...rest}
    />
  );
}
