import { useId, type ReactNode } from 'react';
import { Check, Lock } from 'lucide-react';
import { cn } from '@resume/platform';
import { useFeaturesT } from '../locales';

interface PickerOptionProps {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  title: ReactNode;
  detail?: ReactNode;
  testId?: string;
}

/** A native radio in a card: keyboard (arrows within the group), label and checked state come for free. */
export function PickerOption({ name, checked, disabled, onSelect, title, detail, testId }: PickerOptionProps) {
  const t = useFeaturesT();
  const id = useId();
  return (
    <div
      data-testid={testId}
      data-locked={disabled || undefined}
      className={cn(
        'flex items-center gap-3 rounded-md border bg-white px-3 py-2.5 transition-colors focus-within:ring-2 focus-within:ring-primary',
        checked ? 'border-primary bg-primary-soft/60' : 'border-slate-200',
        disabled ? 'opacity-70' : 'hover:border-slate-300',
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="h-4 w-4 shrink-0 accent-primary focus:outline-none"
      />
      <label htmlFor={id} className={cn('min-w-0 flex-1', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
        <span className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
          {title}
          {disabled && (
            <>
              <Lock className="h-3.5 w-3.5 text-slate-400" aria-hidden="true" data-testid="lock-icon" />
              <span className="sr-only">{t('picker.premiumFeature')}</span>
            </>
          )}
        </span>
        {detail && <span className="mt-0.5 block truncate text-xs text-slate-600">{detail}</span>}
      </label>
      {checked && !disabled && <Check className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />}
    </div>
  );
}
