/**
 * The editor and the export picker as a German or Arabic speaker sees them (docs/decisions/0049-app-translations.md):
 * the editor's own texts (namespace `editor`) and the picker's (`features`, registered by @resume/features itself)
 * in the page's language, and the page right to left in Arabic.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { catalogueProblems, TAILORING_API, type Template } from '@resume/contracts';
import { featuresAr } from '../../../features/src/locales/ar';
import { featuresDe } from '../../../features/src/locales/de';
import { featuresEn } from '../../../features/src/locales/en';
import { aUser, answerRoutes, i18n, jsonResponse, mockFetch, renderWithProviders } from '@resume/platform/testing';
import { ExportPdfAction } from '../header/ExportPdfAction';
import { AddItemDialog } from '../items/AddItemDialog';
import { experienceSection } from '../items/configs';

const fetchMock = mockFetch();
const preset = { id: 'traditional', userId: -1, isDefault: true, primaryColor: '#2563EB' } as Template;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const LANGUAGES = [
  {
    language: 'de',
    dir: 'ltr',
    add: 'Berufserfahrung hinzufügen',
    required: 'Mit * markierte Felder sind Pflichtfelder.',
    save: 'Speichern',
    cancel: 'Abbrechen',
    exportPdf: 'PDF exportieren',
    tabs: ['Filter', 'Vorlagen'],
    noFilter: 'Kein Filter',
    filtersLocked: 'Gefilterte Versionen sind eine Premium-Funktion',
    paper: 'Papierformat',
    confirm: 'Exportieren',
  },
  {
    language: 'ar',
    dir: 'rtl',
    add: 'إضافة خبرة',
    required: 'الحقول المميزة بعلامة * مطلوبة.',
    save: 'حفظ',
    cancel: 'إلغاء',
    exportPdf: 'تصدير PDF',
    tabs: ['عوامل التصفية', 'القوالب'],
    noFilter: 'بدون عامل تصفية',
    filtersLocked: 'النسخ المصفّاة ميزة من ميزات بريميوم',
    paper: 'حجم الورق',
    confirm: 'تصدير',
  },
] as const;

describe.each(LANGUAGES)('in $language', (expected) => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage(expected.language));
  });

  it('the Add Experience dialog speaks the language', async () => {
    renderWithProviders(<AddItemDialog config={experienceSection} open onOpenChange={jest.fn()} />);
    expect(await screen.findByRole('heading', { name: expected.add })).toBeTruthy();
    expect(screen.getByText(expected.required)).toBeTruthy();
    expect(screen.getByRole('button', { name: expected.save })).toBeTruthy();
    expect(screen.getByRole('button', { name: expected.cancel })).toBeTruthy();
    expect(document.documentElement.dir).toBe(expected.dir);
  });

  it('Export PDF opens the picker in the language (free plan: filters locked)', async () => {
    answerRoutes(fetchMock, { [`GET ${TAILORING_API.presets}`]: () => jsonResponse(200, [preset]) });
    renderWithProviders(<ExportPdfAction resumeId="r1" user={aUser()} />);
    fireEvent.click(await screen.findByRole('button', { name: expected.exportPdf }));
    const dialog = await screen.findByRole('dialog', { name: expected.exportPdf });
    const tabs = within(dialog).getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(expected.tabs);
    expect(within(dialog).getByRole('radio', { name: new RegExp(`^${expected.noFilter}`) })).toBeTruthy();
    expect(within(dialog).getByText(expected.filtersLocked)).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: expected.paper })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: expected.confirm })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: expected.cancel })).toBeTruthy();
  });
});

// @resume/features has no jest suite of its own; the editor, the picker's main user, checks its catalogue.
describe('the features catalogue', () => {
  it.each([
    ['de', featuresDe],
    ['ar', featuresAr],
  ])('in %s has every English key, no other, with the same placeholders', (_, catalogue) => {
    expect(catalogueProblems(featuresEn, catalogue)).toEqual([]);
  });
});
