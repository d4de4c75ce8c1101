import { useState } from 'react';
import { isPreset, MESSAGES, templateName, type CompleteResume, type Template } from '@resume/contracts';
import { toast } from '@resume/platform';
import { useFieldTexts } from '@resume/features';
import { BrandingTab } from '../branding/BrandingTab';
import { applyPreset, initialDraft, isPresetApplied, type TemplateDraft } from '../draft/draft';
import { useSaveDraft } from '../draft/useSaveDraft';
import { draftProblems } from '../draft/validation';
import { LayoutTab } from '../layout/LayoutTab';
import { PresetsTab } from '../presets/PresetsTab';
import { PreviewPane } from '../preview/PreviewPane';
import { PrintedPages } from '../preview/PrintedPages';
import { WebFonts } from '../preview/WebFonts';
import { StyleTab } from '../style/StyleTab';
import { AboutTemplates } from './AboutTemplates';
import { EditorTabs, type TabId } from './EditorTabs';
import { PageHeader } from './PageHeader';

interface TemplateDesignerProps {
  resume: CompleteResume;
  templates: Template[];
  presets: Template[];
}

/**
 * The template editor (spec 2.9, 4): the draft starts from the user's default (or last) template, else the system
 * default preset, else the default style; four tabs change it, the preview shows it, Save Template stores it.
 */
export function TemplateDesigner({ resume, templates, presets }: TemplateDesignerProps) {
  const [draft, setDraft] = useState<TemplateDraft>(() => initialDraft(templates, presets));
  const [tab, setTab] = useState<TabId>('presets');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { save, saving } = useSaveDraft((saved) => setDraft((d) => ({ ...d, ...saved })));
  const update = (patch: Partial<TemplateDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const problems = draftProblems(draft);
  const fieldTexts = useFieldTexts();
  const brandingInvalid = !!(problems.companyName || problems.logoImage || problems.headerImage);
  const selected = tab === 'presets' ? presets.find((p) => p.id === selectedId) : undefined;

  const apply = (preset: Template) => {
    setSelectedId(null);
    if (isPresetApplied(draft, preset)) toast(MESSAGES.templates.alreadyApplied);
    else {
      setDraft(applyPreset(draft, preset));
      toast(MESSAGES.templates.presetApplied);
    }
    setTab('layout');
  };

  const onSave = () => {
    const problem = problems.companyName ?? problems.logoImage ?? problems.headerImage ?? problems.other;
    if (problem) {
      if (brandingInvalid) setTab('branding');
      // The problem in the page's language; the toast's own words are translated by the Toaster.
      toast({ ...MESSAGES.templates.saveFailed(fieldTexts.message(problem)), variant: 'destructive' });
      return;
    }
    save(draft);
  };

  return (
    <div className="grid gap-6">
      {/* The draft's font (preview, the picker's sample), and each preset card's, shown in its own font. */}
      <WebFonts fonts={[draft.font, ...presets.map((preset) => preset.font)]} resume={resume} />
      <PageHeader
        saved={draft.id !== '' && !isPreset(draft)}
        isDefault={draft.isDefault}
        saving={saving}
        onSave={onSave}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="grid min-w-0 content-start gap-6">
          <EditorTabs
            value={tab}
            onValueChange={setTab}
            invalid={{ branding: brandingInvalid }}
            panels={{
              presets: (
                <PresetsTab
                  presets={presets}
                  draft={draft}
                  selectedId={selectedId}
                  onToggle={(preset) => setSelectedId((id) => (id === preset.id ? null : preset.id))}
                  onApply={apply}
                />
              ),
              layout: <LayoutTab layout={draft.layout} onChange={(layout) => update({ layout })} />,
              style: <StyleTab draft={draft} onChange={update} />,
              branding: <BrandingTab draft={draft} problems={problems} onChange={update} />,
            }}
          />
          <AboutTemplates />
        </div>
        <div className="grid min-w-0 content-start gap-6 lg:sticky lg:top-6 lg:max-h-[calc(100vh-3rem)] lg:self-start lg:overflow-y-auto">
          <PreviewPane
            data={resume}
            template={selected ?? draft}
            previewing={selected ? templateName(selected) : undefined}
          />
          <PrintedPages draft={selected ?? draft} valid={Object.keys(problems).length === 0} />
        </div>
      </div>
    </div>
  );
}
