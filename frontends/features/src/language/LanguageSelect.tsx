import { useId } from 'react';
import { Languages } from 'lucide-react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@resume/contracts';
import { cn, useLanguage, useT } from '@resume/platform';

/**
 * The language choice of the footer and the profile (docs/decisions/0049-app-translations.md): each language is
 * named in itself. The page changes at once; the choice is kept on the device and, signed in, for the account. On a
 * prerendered page the page script does the same with a reload (prerender/page.entry.ts finds it by its attribute).
 */
export function LanguageSelect({ className, hint }: { className?: string; hint?: string }) {
  const t = useT();
  const id = useId();
  const { language, setLanguage } = useLanguage();
  return (
    <div className={cn('flex flex-wrap items-center gap-2 text-sm text-slate-600', className)}>
      <Languages className="h-4 w-4" aria-hidden="true" />
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        data-language-switch
        value={language}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="basis-full text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
