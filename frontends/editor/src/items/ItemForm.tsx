import type { UserMessage } from '@resume/contracts';
import { EntityForm } from '../forms/EntityForm';
import type { FormValues, ItemSectionConfig } from './item-config';

interface ItemFormProps {
  config: ItemSectionConfig;
  mode: 'create' | 'update';
  defaultValues: FormValues;
  failure: UserMessage;
  onSave: (input: FormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** An item in edit mode, validated with the section's Create or Update DTO. */
export function ItemForm({ config, mode, ...rest }: ItemFormProps) {
  return (
    <EntityForm
      fields={config.fields}
      dto={mode === 'create' ? config.createDto : config.updateDto}
      toInput={config.toInput}
      testId={`${config.sectionId}-form`}
      {...rest}
    />
  );
}
