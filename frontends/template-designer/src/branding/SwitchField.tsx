import { useId, type ReactNode } from 'react';
import { Switch } from '@resume/platform';

/** The platform's switch in the designer's settings row: its label and description beside it, tied to it. */
export function SwitchField({
  checked,
  onChange,
  label,
  description,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-xs text-slate-500">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={description ? `${id}-description` : undefined}
      />
    </div>
  );
}
