/**
 * The template designer in German and Arabic (docs/decisions/0049-app-translations.md): its own texts from the
 * `template-designer` namespace, its toasts (contracts' MESSAGES) in the page's language; in Arabic the page is right
 * to left while the layout mirror and the preview stay left to right, as the printed page is.
 */
import { Suspense } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  LANGUAGE_COOKIE,
  SYSTEM_PRESETS,
  catalogueProblems,
  type CompleteResume,
  type Template,
} from '@resume/contracts';
import { switchLanguage } from '@resume/platform';
import { aUser, mockFetch, renderWithProviders } from '@resume/platform/testing';
import { defaultStyleDraft } from '../draft/draft';
import { templateDesignerAr } from '../locales/ar';
import { templateDesignerDe } from '../locales/de';
import { templateDesignerEn } from '../locales/en';
import { TemplateDesigner } from './TemplateDesigner';

mockFetch(); // the printed pages ask for a preview: answered 404, the screen still shows

// jsdom lays nothing out: the preview's fit-to-width observer has nothing to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const resume: CompleteResume = {
  resume: {
    id: 'r1',
    summary: 'Engineer.',
    lastUpdated: '2024-01-01T00:00:00.000Z',
    font: 'Inter',
    theme: 'blue',
    language: 'en',
    sectionHeadings: {},
  },
  user: aUser(),
  experiences: [],
  education: [],
  skills: [],
  projects: [],
  certifications: [],
};

const traditional: Template = {
  ...defaultStyleDraft(),
  id: SYSTEM_PRESETS.traditional.id,
  userId: -1,
  primaryColor: '#2563EB',
  font: 'Merriweather',
};

function showDesigner() {
  return renderWithProviders(
    <Suspense fallback={null}>
      <TemplateDesigner resume={resume} templates={[]} presets={[traditional]} />
    </Suspense>,
  );
}

afterEach(async () => {
  await act(() => switchLanguage('en'));
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

describe('the template-designer catalogue', () => {
  it.each([
    ['de', templateDesignerDe],
    ['ar', templateDesignerAr],
  ])('in %s has every English key, no other, with the same placeholders', (_, catalogue) => {
    expect(catalogueProblems(templateDesignerEn, catalogue)).toEqual([]);
  });
});

describe('the template designer', () => {
  it('in German: its heading, tabs, note and preview, and applying the preset in use says so in German', async () => {
    await act(() => switchLanguage('de'));
    showDesigner();
    expect(await screen.findByRole('heading', { level: 1, name: 'Eigene Vorlagen' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Vorlageneinstellungen' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Vorgaben', 'Layout', 'Stil', 'Branding']);
    expect(screen.getByRole('heading', { name: 'Über Vorlagen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Live-Vorschau' })).toBeTruthy();
    expect(screen.getByTestId('preview-caption').textContent).toBe('Ihre Vorlage, bis zu 2 Einträge pro Abschnitt');

    act(() => screen.getByRole('button', { name: 'Vorlage anwenden' }).click());
    // The designer starts from the Traditional preset (spec 4): applying it again says it is applied already.
    expect(await screen.findByText('Vorlage bereits angewendet')).toBeTruthy();
    // Applying opens the Layout tab: its blocks' buttons speak German too.
    expect(screen.getByRole('button', { name: 'Berufserfahrung ausblenden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Breite von Berufserfahrung ändern, jetzt Halb' })).toBeTruthy();
  });

  it('in Arabic: right to left, with the layout mirror and the preview left to right like the printed page', async () => {
    await act(() => switchLanguage('ar'));
    showDesigner();
    expect(await screen.findByRole('heading', { level: 1, name: 'قوالب مخصصة' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'حفظ القالب' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'حول القوالب' })).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'تطبيق القالب' }).click());
    expect(await screen.findByText('القالب مطبَّق بالفعل')).toBeTruthy();
    const grid = screen.getByRole('list', { name: 'الأقسام الظاهرة بترتيب القراءة' });
    expect(grid.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    const block = within(grid).getByRole('listitem', { name: 'الخبرة العملية، بعرض النصف' });
    expect(block.getAttribute('dir')).toBe('rtl');
    expect(screen.getByTestId('template-preview').getAttribute('dir')).toBe('ltr');
  });

  it.each([
    [
      'de',
      'Branding',
      'URL des Logobilds',
      'URL des Logobilds muss eine Bildadresse sein, die mit http:// oder https:// beginnt',
    ],
    ['ar', 'الهوية', 'رابط صورة الشعار', 'يجب أن يكون رابط صورة الشعار عنوان صورة يبدأ بـ http:// أو https://'],
  ] as const)("in %s: a branding field's DTO message is in the language", async (language, tab, label, message) => {
    await act(() => switchLanguage(language));
    showDesigner();
    await screen.findByRole('tablist');
    // Radix's tabs change on the mouse button going down.
    fireEvent.mouseDown(screen.getByRole('tab', { name: tab }), { button: 0 });
    fireEvent.change(screen.getByLabelText(label), { target: { value: 'ftp://example.com/logo.png' } });
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
