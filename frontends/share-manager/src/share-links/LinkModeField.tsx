import { useId } from 'react';
import { Radio, Snowflake } from 'lucide-react';
import type { ShareLinkMode } from '@resume/contracts';
import { cn } from '@resume/platform';
import { ago, useShareManagerT } from '../locales/use-share-manager-t';
import { fullTime } from './link-badges';

const MODES: { mode: ShareLinkMode; label: 'mode.live' | 'mode.frozen'; hint: 'mode.liveHint' | 'mode.frozenHint' }[] =
  [
    { mode: 'live', label: 'mode.live', hint: 'mode.liveHint' },
    { mode: 'frozen', label: 'mode.frozen', hint: 'mode.frozenHint' },
  ];

/**
 * 'Live' or 'Frozen' (docs/decisions/0027), in the New Share Link and Edit Security dialogs. For a link frozen
 * already it says since when: saving keeps that version; 'Refresh' in the table takes a new one.
 */
export function LinkModeField({
  mode,
  onChange,
  frozenAt,
  disabled,
}: {
  mode: ShareLinkMode;
  onChange: (mode: ShareLinkMode) => void;
  frozenAt?: string | null;
  disabled?: boolean;
}) {
  const t = useShareManagerT();
  const name = useId();
  return (
    <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-4" data-testid="link-mode-field">
      <legend className="px-1 text-sm font-medium text-slate-900">{t('mode.legend')}</legend>
      {MODES.map((option) => {
        const id = `${name}-${option.mode}`;
        return (
          <div
            key={option.mode}
            className={cn(
              'flex items-start gap-3 rounded-md p-2 hover:bg-slate-50',
              mode === option.mode && 'bg-slate-50',
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={option.mode}
              checked={mode === option.mode}
              disabled={disabled}
              onChange={() => onChange(option.mode)}
              aria-describedby={`${id}-hint`}
              className="mt-1 h-4 w-4 shrink-0 accent-primary"
            />
            <div>
              <label
                htmlFor={id}
                className="flex cursor-pointer items-center gap-1.5 text-sm font-medium text-slate-900"
              >
                {option.mode === 'live' ? (
                  <Radio className="h-3.5 w-3.5" aria-hidden="true" />
                ) : (
                  <Snowflake className="h-3.5 w-3.5" aria-hidden="true" />
                )}
                {t(option.label)}
              </label>
              <p id={`${id}-hint`} className="text-xs text-slate-500">
                {t(option.hint)}
              </p>
            </div>
          </div>
        );
      })}
      {mode === 'frozen' && frozenAt && (
        <p className="text-xs text-slate-600" data-testid="link-frozen-at">
          {t('mode.frozenSince', { ago: ago(t, frozenAt), date: fullTime(frozenAt) })}
        </p>
      )}
    </fieldset>
  );
}
