import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { choosePaperSize, hasPaidAccess, templateName, type CompleteResume, type PaperSize } from '@resume/contracts';
import { Button, useT } from '@resume/platform';
import { browserLanguages, PaperSizeChoice, PrintPreview, useLivePreview, useTemplateOptions } from '@resume/features';
import { buildDraft } from './build-draft';
import { useDraftStore } from './draft-store';
import { useElementWidth } from './use-element-width';

/** Quiet time after the last keystroke before the preview is printed again (docs/decisions/0045-live-preview.md). */
export const PREVIEW_TYPING_DELAY_MS = 600;

/** Pages are never drawn wider than this (a page's own width at 96 px per inch is 794-816 px). */
const MAX_PAGE_WIDTH_PX = 640;

/**
 * The resume as it will print, beside the editor (docs/decisions/0045-live-preview.md): the person's default
 * template or the one picked here, on the paper the export would choose or the one picked here, with what the open
 * forms hold laid over the saved resume. `active`: shown (wide screen, or the 'Preview' toggle on); nothing is asked
 * while hidden. `onHide`: beside the form on a wide screen, the person may put it away.
 */
export function PreviewPanel({ data, active, onHide }: { data: CompleteResume; active: boolean; onHide?: () => void }) {
  const t = useT('editor');
  const paid = hasPaidAccess(data.user);
  const store = useDraftStore();
  const templates = useTemplateOptions({ paid, enabled: active });
  const [chosenTemplateId, setChosenTemplateId] = useState<string | null>(null);
  const [chosenPaper, setChosenPaper] = useState<PaperSize | null>(null);
  const templateId = chosenTemplateId ?? templates.defaultTemplateId;
  const template = templates.options.find((o) => o.template.id === templateId)?.template;
  const paperSize =
    chosenPaper ?? choosePaperSize({ template, location: data.user.location, languages: browserLanguages() });

  const choice = useRef({ templateId, paperSize });
  useLayoutEffect(() => {
    choice.current = { templateId, paperSize };
  });
  const preview = useLivePreview({
    delayMs: PREVIEW_TYPING_DELAY_MS,
    enabled: active && !templates.loading,
    build: async () => ({ ...choice.current, draft: store ? await buildDraft(store.all()) : undefined }),
  });
  const { schedule, flush } = preview;

  // Typing wakes the timer only; a saved change (the resume refetched) or a new choice prints at once.
  useEffect(() => store?.subscribe(schedule), [store, schedule]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    flush();
  }, [templateId, paperSize, data, flush]);

  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const selectId = useId();

  return (
    <section
      aria-labelledby={`${selectId}-heading`}
      className="grid content-start gap-3 rounded-xl border border-slate-200 bg-slate-100/80 p-4"
      data-testid="resume-preview"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${selectId}-heading`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Eye className="h-4 w-4 text-primary" aria-hidden="true" />
          {t('preview.heading')}
        </h2>
        {onHide && (
          <Button variant="ghost" size="sm" onClick={onHide} data-testid="preview-hide">
            <EyeOff aria-hidden="true" />
            {t('preview.hide')}
          </Button>
        )}
      </div>
      <div className="grid gap-2">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          {t('preview.template')}
        </label>
        <select
          id={selectId}
          value={templateId ?? ''}
          onChange={(event) => setChosenTemplateId(event.target.value || null)}
          disabled={templates.loading || templates.options.length === 0}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          data-testid="preview-template"
        >
          {templates.options.length === 0 && <option value="">{t('preview.defaultTemplate')}</option>}
          {templates.options.map(({ template: option, locked }) => (
            <option key={option.id} value={option.id} disabled={locked}>
              {templateName(option)}
              {option.isDefault ? t('preview.defaultSuffix') : ''}
              {locked ? t('preview.premiumSuffix') : ''}
            </option>
          ))}
        </select>
        <PaperSizeChoice value={paperSize} onChange={setChosenPaper} />
        <p className="text-xs text-slate-600">{t('preview.caption')}</p>
      </div>
      <div ref={frame} className="min-w-0">
        {width > 0 && <PrintPreview preview={preview} pageWidthPx={Math.min(width, MAX_PAGE_WIDTH_PX)} />}
      </div>
    </section>
  );
}
