import { useId } from 'react';
import { PAPER_SIZES, type PaperSize } from '@resume/contracts';
import { cn } from '@resume/platform';
import { useFeaturesT } from '../locales';

/** The browser's languages, most preferred first (the export's default paper: choosePaperSize). */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/**
 * The export's paper size (docs/decisions/0043-page-size-and-running-elements.md): two native radios, preselected
 * with the template's paper or, without one, Letter in the US and Canada and A4 elsewhere.
 */
export function PaperSizeChoice({ value, onChange }: { value: PaperSize; onChange: (value: PaperSize) => void }) {
  const t = useFeaturesT();
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-3" data-testid="paper-size">
      <legend className="sr-only">{t('paper.legend')}</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-800">
        {t('paper.legend')}
      </span>
      {PAPER_SIZES.map((size) => (
        <label
          key={size}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-md border bg-white px-3 py-1.5 text-sm focus-within:ring-2 focus-within:ring-primary',
            value === size ? 'border-primary bg-primary-soft/60' : 'border-slate-200 hover:border-slate-300',
          )}
        >
          <input
            type="radio"
            name={name}
            value={size}
            checked={value === size}
            onChange={() => onChange(size)}
            className="h-4 w-4 accent-primary focus:outline-none"
          />
          {t(`paper.${size}`)}
        </label>
      ))}
    </fieldset>
  );
}
