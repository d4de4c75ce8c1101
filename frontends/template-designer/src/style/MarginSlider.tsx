import * as Slider from '@radix-ui/react-slider';
import { PAGE_MARGIN } from '@resume/contracts';
import { formatNumber, Label } from '@resume/platform';
import { pageDirection, useDesignerT } from '../locales/use-designer-t';

const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** The page margin in inches: a Radix slider from 0.25 to 2 in steps of 0.25 (spec 5), stored as a string. */
export function MarginSlider({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useDesignerT();
  const inches = (inch: number) => t('style.inches', { value: formatNumber(inch, twoDecimals) });
  const parsed = Number.parseFloat(value);
  const current = Number.isFinite(parsed)
    ? Math.min(PAGE_MARGIN.max, Math.max(PAGE_MARGIN.min, parsed))
    : PAGE_MARGIN.default;
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between">
        <Label id="page-margin-label">{t('style.margin')}</Label>
        <output
          aria-live="polite"
          data-testid="page-margin-value"
          className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-700"
        >
          {inches(current)}
        </output>
      </div>
      <Slider.Root
        value={[current]}
        min={PAGE_MARGIN.min}
        max={PAGE_MARGIN.max}
        step={PAGE_MARGIN.step}
        onValueChange={([next]) => onChange(String(next))}
        aria-labelledby="page-margin-label"
        // Radix reads the direction from its prop, not the page: the smallest margin sits at the line's start.
        dir={pageDirection()}
        className="relative flex h-5 w-full touch-none select-none items-center"
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={t('style.margin')}
          aria-valuetext={inches(current)}
          className="block h-5 w-5 rounded-full border-2 border-primary bg-white shadow transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
        />
      </Slider.Root>
      <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{inches(PAGE_MARGIN.min)}</span>
        <span>{inches(PAGE_MARGIN.max)}</span>
      </div>
    </div>
  );
}
