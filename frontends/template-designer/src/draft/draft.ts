/**
 * The template being edited (the draft) and the pure rules around it: where the editor starts (spec 4), when a
 * preset is 'Currently Applied', what applying a preset copies, and the body that is saved.
 */
import {
  DEFAULT_ACCENT_STYLE,
  DEFAULT_COLORS,
  DEFAULT_FONT,
  PAGE_MARGIN,
  SYSTEM_PRESETS,
  defaultLayout,
  isPreset,
  type SaveTemplateRequest,
  type Template,
  type TemplateLayout,
} from '@resume/contracts';

/** The draft has the shape of a template, so the one renderer previews it as is. A new draft has id ''. */
export type TemplateDraft = Template;

/** The default style of spec 9: Inter, border-left, #3B82F6 / #60A5FA, 0.25 in, the default layout. */
export function defaultStyleDraft(): TemplateDraft {
  return {
    id: '',
    userId: '',
    isDefault: false,
    primaryColor: DEFAULT_COLORS.primary,
    secondaryColor: DEFAULT_COLORS.secondary,
    font: DEFAULT_FONT,
    pageMargin: String(PAGE_MARGIN.default),
    accentStyle: DEFAULT_ACCENT_STYLE,
    companyName: null,
    logoImage: null,
    headerImage: null,
    layout: defaultLayout(),
    paperSize: null,
    runningElements: true,
  };
}

/** A copy of a stored layout; a section it lacks (an older template) is added hidden, on a row of its own. */
function copyLayout(layout: TemplateLayout | null | undefined): TemplateLayout {
  if (!layout?.sections?.length) return defaultLayout();
  const sections = layout.sections.map((s) => ({ ...s }));
  let row = Math.max(...sections.map((s) => s.y));
  for (const missing of defaultLayout().sections.filter((d) => !sections.some((s) => s.id === d.id))) {
    row += 1;
    sections.push({ ...missing, visible: false, order: sections.length, y: row });
  }
  return { flexibleLayout: layout.flexibleLayout ?? true, sections };
}

/** The system default preset: Traditional, or the first preset when the server names none that way. */
export function systemDefaultPreset(presets: readonly Template[]): Template | undefined {
  const traditional = SYSTEM_PRESETS.traditional.primaryColor.toUpperCase();
  return presets.find((p) => p.primaryColor?.toUpperCase() === traditional) ?? presets[0];
}

/**
 * Where the editor starts (spec 4): the user's default template, or else their last one; else a copy of the system
 * default preset (a new template of the user's, never the preset itself); else the default style.
 */
export function initialDraft(templates: readonly Template[], presets: readonly Template[]): TemplateDraft {
  const own = templates.filter((t) => !isPreset(t));
  const mine = own.find((t) => t.isDefault) ?? own[own.length - 1];
  if (mine) return { ...defaultStyleDraft(), ...mine, layout: copyLayout(mine.layout) };
  const preset = systemDefaultPreset(presets);
  if (preset) return applyPreset(defaultStyleDraft(), preset);
  return defaultStyleDraft();
}

const sameColor = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** 'Currently Applied' (spec 2.9): the preset has the draft's colours and font. */
export function matchesStyle(draft: TemplateDraft, preset: Template): boolean {
  return (
    sameColor(draft.primaryColor, preset.primaryColor) &&
    sameColor(draft.secondaryColor, preset.secondaryColor) &&
    (draft.font ?? DEFAULT_FONT) === (preset.font ?? DEFAULT_FONT)
  );
}

const layoutKey = (layout: TemplateLayout) =>
  JSON.stringify(
    [...layout.sections].sort((a, b) => a.id.localeCompare(b.id)).map((s) => [s.id, s.visible, s.width, s.x, s.y]),
  );

/** Applying the preset would change nothing: same colours, font and layout ('Template Already Applied'). */
export function isPresetApplied(draft: TemplateDraft, preset: Template): boolean {
  return matchesStyle(draft, preset) && layoutKey(draft.layout) === layoutKey(copyLayout(preset.layout));
}

/** 'Apply Template' (spec 4): copies the preset's colours, font and layout; the rest of the draft stays. */
export function applyPreset(draft: TemplateDraft, preset: Template): TemplateDraft {
  return {
    ...draft,
    primaryColor: preset.primaryColor || draft.primaryColor,
    secondaryColor: preset.secondaryColor || draft.secondaryColor,
    font: preset.font || draft.font,
    layout: copyLayout(preset.layout),
  };
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The POST /api/templates body: with the id only when the draft is one of the user's saved templates. */
export function toSaveRequest(draft: TemplateDraft): SaveTemplateRequest {
  const own = draft.id !== '' && !isPreset(draft);
  return {
    ...(own ? { id: draft.id } : {}),
    isDefault: draft.isDefault,
    primaryColor: draft.primaryColor,
    secondaryColor: draft.secondaryColor,
    font: draft.font,
    pageMargin: draft.pageMargin,
    accentStyle: draft.accentStyle,
    companyName: blankToNull(draft.companyName),
    logoImage: blankToNull(draft.logoImage),
    headerImage: blankToNull(draft.headerImage),
    paperSize: draft.paperSize ?? null,
    runningElements: draft.runningElements ?? true,
    layout: {
      flexibleLayout: draft.layout.flexibleLayout,
      sections: draft.layout.sections.map(({ id, visible, order, width, x, y }) => ({
        id,
        visible,
        order,
        width,
        x,
        y,
      })),
    },
  };
}
