/** The shell in German and Arabic: complete catalogues, and the footer's language choice as a visitor uses it. */
import { act, fireEvent, screen } from '@testing-library/react';
import { catalogueProblems, LANGUAGE_COOKIE } from '@resume/contracts';
import { switchLanguage } from '@resume/platform';
import { answerRoutes, jsonResponse, mockFetch, renderWithProviders } from '@resume/platform/testing';
import { Footer } from '../layout/Footer';
import { NotFoundPage } from '../pages/NotFoundPage';
import { shellAr } from './ar';
import { shellDe } from './de';
import { shellEn } from './en';

const fetchMock = mockFetch();

beforeEach(() => answerRoutes(fetchMock, { 'GET /api/user': () => jsonResponse(401, { code: 'UNAUTHENTICATED' }) }));
afterEach(async () => {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  await act(() => switchLanguage('en'));
});

describe('the shell catalogue', () => {
  it.each([
    ['de', shellDe],
    ['ar', shellAr],
  ])('in %s has every English key, no other, with the same placeholders', (_, catalogue) => {
    expect(catalogueProblems(shellEn, catalogue)).toEqual([]);
  });
});

describe('the footer', () => {
  it('speaks English by default, with the spec’s words', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('navigation', { name: 'Features' })).toBeTruthy();
    expect(screen.getByTestId('copyright').textContent).toBe(
      `© ${new Date().getFullYear()} ResumeBuilder. All rights reserved.`,
    );
  });

  it('switches the page to German, then to Arabic right to left, and remembers the choice', async () => {
    renderWithProviders(
      <>
        <NotFoundPage />
        <Footer />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    expect(await screen.findByRole('navigation', { name: 'Funktionen' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Zur Startseite' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');

    fireEvent.change(screen.getByLabelText('Sprache'), { target: { value: 'ar' } });
    expect(await screen.findByRole('navigation', { name: 'الميزات' })).toBeTruthy();
    expect(screen.getByTestId('copyright').textContent).toBe(
      `© ${new Date().getFullYear()} ResumeBuilder. جميع الحقوق محفوظة.`,
    );
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ar`);
    expect((screen.getByLabelText('اللغة') as HTMLSelectElement).value).toBe('ar');
  });
});
