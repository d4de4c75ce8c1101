import { useId, useState } from 'react';
import { HEX_COLOR } from '@resume/contracts/dto';
import { Input, Label } from '@resume/platform';
import { useDesignerT } from '../locales/use-designer-t';

/** A colour as the field takes it: the same in every language. */
const EXAMPLE_COLOR = '#3B82F6';

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A colour by picker or by hex text (spec 5). The text may be mid-edit; only a valid #RRGGBB (HEX_COLOR, the API's
 * rule) reaches the draft, and an invalid text says so. A change from outside (picker, preset) replaces the text.
 */
export function ColorField({ label, value, onChange }: ColorFieldProps) {
  const t = useDesignerT();
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState(value);
  // A new value from outside replaces the text while rendering (no effect, no extra paint with stale text).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const invalid = !HEX_COLOR.test(text.trim());

  const changeText = (next: string) => {
    setText(next);
    if (HEX_COLOR.test(next.trim())) onChange(next.trim().toUpperCase());
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('style.picker', { label })}
          value={value.toLowerCase()}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        />
        <Input
          id={id}
          value={text}
          onChange={(e) => changeText(e.target.value)}
          onBlur={() => invalid && setText(value)}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          placeholder={EXAMPLE_COLOR}
          dir="ltr"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="font-mono uppercase"
        />
      </div>
      {invalid && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600" data-testid="field-error">
          {t('style.hexError')}
        </p>
      )}
    </div>
  );
}
