/**
 * The template draft's rules (spec 2.9, 4, 9): where the editor starts, when a preset is 'Currently Applied' or
 * 'Already Applied', what applying a preset copies, the body that is saved, and the branding fields' messages.
 */
import { SYSTEM_PRESETS, defaultLayout, type Template, type TemplateLayout } from '@resume/contracts';
import {
  applyPreset,
  defaultStyleDraft,
  initialDraft,
  isPresetApplied,
  matchesStyle,
  toSaveRequest,
  type TemplateDraft,
} from './draft';
import { draftProblems } from './validation';

function template(overrides: Partial<Template>): Template {
  return { ...defaultStyleDraft(), id: 't', userId: 'u1', ...overrides };
}
const traditional = template({
  id: SYSTEM_PRESETS.traditional.id,
  userId: -1,
  primaryColor: '#2563EB',
  secondaryColor: '#3B82F6',
  font: 'Merriweather',
});
const modern = template({ id: 'preset-modern', userId: -1, primaryColor: '#8B5CF6', font: 'Montserrat' });
/** The default layout with Skills full width: a layout a preset or a template can carry. */
function skillsFull(): TemplateLayout {
  const layout = defaultLayout();
  return { ...layout, sections: layout.sections.map((s) => (s.id === 'skills' ? { ...s, width: 'full', x: 0 } : s)) };
}

describe('the default style (spec 9)', () => {
  it('is Inter, border-left, #3B82F6 / #60A5FA, 0.25 in and the default layout, as a new template', () => {
    expect(defaultStyleDraft()).toMatchObject({
      id: '',
      font: 'Inter',
      accentStyle: 'border-left',
      primaryColor: '#3B82F6',
      secondaryColor: '#60A5FA',
      pageMargin: '0.25',
      layout: defaultLayout(),
    });
  });
});

describe('where the editor starts (spec 4)', () => {
  it("is the user's default template, even when a later one exists", () => {
    const mine = template({ id: 'mine', isDefault: true, primaryColor: '#EF4444' });
    const later = template({ id: 'later' });
    expect(initialDraft([mine, later], [traditional]).id).toBe('mine');
  });

  it('is the last of their templates when none is the default; presets in the list are not theirs', () => {
    const first = template({ id: 'first' });
    const last = template({ id: 'last' });
    expect(initialDraft([first, last, traditional], [traditional]).id).toBe('last');
  });

  it('is a new copy of the Traditional preset when they have none, never the preset itself', () => {
    const draft = initialDraft([], [modern, traditional]);
    expect(draft.id).toBe('');
    expect(draft).toMatchObject({ primaryColor: '#2563EB', font: 'Merriweather' });
    expect(toSaveRequest(draft)).not.toHaveProperty('id');
  });

  it('is the default style without templates and presets', () => {
    expect(initialDraft([], [])).toEqual(defaultStyleDraft());
  });

  it('gives an older template the sections its layout lacks, hidden, each on a row of its own', () => {
    const older = template({
      layout: { flexibleLayout: true, sections: defaultLayout().sections.filter((s) => s.id !== 'certifications') },
    });
    const { sections } = initialDraft([older], []).layout;
    const lastRow = Math.max(...older.layout.sections.map((s) => s.y));
    expect(sections.find((s) => s.id === 'certifications')).toMatchObject({ visible: false, y: lastRow + 1 });
  });
});

describe('presets', () => {
  it("'Currently Applied' compares colours without letter case, and the font", () => {
    const draft = { ...defaultStyleDraft(), primaryColor: '#2563eb', secondaryColor: '#3b82f6', font: 'Merriweather' };
    expect(matchesStyle(draft, traditional)).toBe(true);
    expect(matchesStyle({ ...draft, font: 'Inter' }, traditional)).toBe(false);
    expect(matchesStyle(draft, modern)).toBe(false);
  });

  it("applying copies colours, font and layout and keeps the rest; then it is 'Already Applied'", () => {
    const preset = { ...traditional, layout: skillsFull(), pageMargin: '2', companyName: 'Preset Inc' };
    const draft: TemplateDraft = { ...defaultStyleDraft(), id: 'mine', pageMargin: '1', companyName: 'Ada Ltd' };
    expect(isPresetApplied(draft, preset)).toBe(false);

    const applied = applyPreset(draft, preset);
    expect(applied).toMatchObject({
      id: 'mine',
      primaryColor: '#2563EB',
      secondaryColor: '#3B82F6',
      font: 'Merriweather',
      pageMargin: '1',
      companyName: 'Ada Ltd',
    });
    expect(applied.layout.sections.find((s) => s.id === 'skills')?.width).toBe('full');
    expect(isPresetApplied(applied, preset)).toBe(true);
    expect(isPresetApplied({ ...applied, layout: defaultLayout() }, preset)).toBe(false);
  });

  it("changing the applied draft's layout leaves the preset's own layout as it was", () => {
    const preset = { ...traditional, layout: skillsFull() };
    const applied = applyPreset(defaultStyleDraft(), preset);
    applied.layout.sections[0].visible = false;
    expect(preset.layout.sections[0].visible).toBe(true);
  });
});

describe('the saved body (POST /api/templates)', () => {
  it("carries the id of the user's own template only, and the branding trimmed with blanks as null", () => {
    const draft = { ...defaultStyleDraft(), id: 'mine', userId: 'u1', companyName: '  Ada Ltd ', logoImage: '  ' };
    const body = toSaveRequest(draft);
    expect(body).toMatchObject({ id: 'mine', companyName: 'Ada Ltd', logoImage: null, headerImage: null });
    expect(toSaveRequest({ ...draft, id: traditional.id, userId: -1 })).not.toHaveProperty('id');
  });

  it('sends only the layout fields the API knows', () => {
    const draft = defaultStyleDraft();
    const extra = { ...draft.layout.sections[0], label: 'not sent' };
    const body = toSaveRequest({ ...draft, layout: { ...draft.layout, sections: [extra] } });
    expect(Object.keys(body.layout?.sections[0] ?? {}).sort()).toEqual(['id', 'order', 'visible', 'width', 'x', 'y']);
  });
});

describe('branding problems (checked with the API rules)', () => {
  it('names a logo or header that is not an http(s) URL', () => {
    const problems = draftProblems({
      ...defaultStyleDraft(),
      logoImage: 'javascript:alert(1)',
      headerImage: 'ftp://example.com/a.png',
    });
    expect(problems).toEqual({
      logoImage: 'Logo image URL must be an image address starting with http:// or https://',
      headerImage: 'Header image URL must be an image address starting with http:// or https://',
    });
  });

  it('names a company name over 100 characters', () => {
    expect(draftProblems({ ...defaultStyleDraft(), companyName: 'x'.repeat(101) })).toEqual({
      companyName: 'Company name can be at most 100 characters.',
    });
  });

  it('has none for the default style with an https logo', () => {
    expect(draftProblems({ ...defaultStyleDraft(), logoImage: 'https://example.com/logo.png' })).toEqual({});
  });
});
