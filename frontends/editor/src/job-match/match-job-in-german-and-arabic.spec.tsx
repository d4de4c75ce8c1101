/**
 * 'Match a job' as a German or Arabic speaker sees it (docs/decisions/0049-app-translations.md): the dialog, the
 * posting's own error (the catalogue's code text, namespace `messages`), the answer and 'Create filter for this job'.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { JOB_MATCH_API } from '@resume/contracts';
import { aUser, answerRoutes, i18n, jsonResponse, mockFetch, renderWithProviders } from '@resume/platform/testing';
import { MatchJobAction } from './MatchJobAction';
import { RESULT } from './testing/job-match-result';

const fetchMock = mockFetch();

const LANGUAGES = [
  {
    language: 'de',
    dir: 'ltr',
    open: 'Stelle abgleichen',
    title: 'Stellenanzeige abgleichen',
    posting: 'Stellenanzeige',
    hint: 'Höchstens 20.000 Zeichen.',
    match: 'Abgleichen',
    empty: 'Fügen Sie den Text einer Stellenanzeige ein, um sie mit Ihrem Lebenslauf abzugleichen.',
    found: 'In Ihrem Lebenslauf gefunden (1)',
    where: 'Berufserfahrung · Senior Engineer, PayCo · Beschreibung',
    weight: 'Erwünscht ×1',
    createFilter: 'Filter für diese Stelle erstellen',
    filterName: 'Name des Filters',
  },
  {
    language: 'ar',
    dir: 'rtl',
    open: 'مطابقة وظيفة',
    title: 'مطابقة إعلان وظيفة',
    posting: 'إعلان الوظيفة',
    hint: '20,000 حرف على الأكثر.',
    match: 'مطابقة',
    empty: 'الصق نص إعلان وظيفة لمطابقته مع سيرتك الذاتية.',
    found: 'موجود في سيرتك الذاتية (1)',
    where: 'الخبرة العملية · Senior Engineer, PayCo · الوصف',
    weight: 'مفضّل ×1',
    createFilter: 'إنشاء عامل تصفية لهذه الوظيفة',
    filterName: 'اسم عامل التصفية',
  },
] as const;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe.each(LANGUAGES)('Match a job in $language', (expected) => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage(expected.language));
  });

  async function openDialog() {
    renderWithProviders(<MatchJobAction user={aUser({ plan: 'premium', subscriptionStatus: 'active' })} />);
    fireEvent.click(await screen.findByRole('button', { name: expected.open }));
    return screen.findByRole('dialog', { name: expected.title });
  }

  it('the dialog and an empty posting speak the language', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByText(expected.hint)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: expected.match }));
    expect(await within(dialog).findByText(expected.empty)).toBeTruthy();
    expect(document.documentElement.dir).toBe(expected.dir);
  });

  it('the answer speaks the language', async () => {
    answerRoutes(fetchMock, { [`POST ${JOB_MATCH_API.match}`]: () => jsonResponse(200, RESULT) });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(new RegExp(expected.posting)), {
      target: { value: 'Backend Engineer\nPostgreSQL' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: expected.match }));
    });
    expect(await within(dialog).findByText(expected.found)).toBeTruthy();
    expect(within(dialog).getByTestId('job-match-found').textContent).toContain(expected.where);
    expect(within(dialog).getByTestId('job-match-missing').textContent).toContain(expected.weight);
    expect(within(dialog).getByRole('button', { name: expected.createFilter })).toBeTruthy();
    expect(within(dialog).getByLabelText(expected.filterName)).toBeTruthy();
  });
});
