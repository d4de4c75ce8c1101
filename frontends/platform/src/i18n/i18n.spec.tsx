/** The translation layer as a person meets it: the language a page starts in, the switch, the account's choice. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { catalogueProblems, LANGUAGE_COOKIE } from '@resume/contracts';
import { platformAr } from './locales/ar';
import { platformDe } from './locales/de';
import { platformEn } from './locales/en';
import { AccountSidebar } from '../layout/account-sidebar';
import { relativeTime } from '../lib/relative-time';
import { aUser } from '../testing/user-fixture';
import {
  answerRoutes,
  jsonResponse,
  mockFetch,
  renderWithProviders,
  requestsMade,
} from '../testing/render-with-providers';
import { AccountLanguage } from './account-language';
import { detectLanguage } from './detect-language';
import { formatDate, formatPrice } from './format';
import { i18n } from './instance';
import { switchLanguage, useLanguage } from './use-language';

const fetchMock = mockFetch();

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

function clearChoice() {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
}

afterEach(async () => {
  clearChoice();
  setBrowserLanguages(['en-US']);
  await act(() => i18n.changeLanguage('en'));
});

describe('the language a page starts in', () => {
  it('is the browser’s first shipped language, else English', () => {
    setBrowserLanguages(['fr-FR', 'de-AT', 'en']);
    expect(detectLanguage()).toBe('de');
    setBrowserLanguages(['ja']);
    expect(detectLanguage()).toBe('en');
  });

  it('is the choice made on this device before the browser’s', async () => {
    setBrowserLanguages(['de-DE']);
    await switchLanguage('ar');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ar`);
    expect(detectLanguage()).toBe('ar');
  });
});

describe('switching', () => {
  it('sets <html lang dir>: Arabic right to left, German and English left to right', async () => {
    await act(() => switchLanguage('ar'));
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    await act(() => switchLanguage('de'));
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['de', 'ltr']);
  });

  function Switch() {
    const { language, setLanguage } = useLanguage();
    return (
      <button type="button" onClick={() => setLanguage('de')}>
        now {language}
      </button>
    );
  }

  it('signed in: the page changes at once and the account keeps the choice (PATCH /api/user)', async () => {
    const user = aUser();
    answerRoutes(fetchMock, {
      'GET /api/user': () => jsonResponse(200, user),
      'PATCH /api/user': () => jsonResponse(200, { ...user, interfaceLanguage: 'de', pendingEmail: null }),
    });
    renderWithProviders(
      <>
        <Switch />
        <AccountSidebar user={user} />
      </>,
    );
    expect(await screen.findByText('My Resume')).toBeTruthy();
    await waitFor(() => expect(requestsMade(fetchMock, 'GET')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'now en' }));
    expect(await screen.findByText('Mein Lebenslauf')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Kontoseiten' })).toBeTruthy();
    await waitFor(() =>
      expect(requestsMade(fetchMock, 'PATCH')).toEqual([
        { url: '/api/user', method: 'PATCH', body: { interfaceLanguage: 'de' } },
      ]),
    );
  });

  it('signed out: nothing is sent, the choice stays on the device', async () => {
    answerRoutes(fetchMock, { 'GET /api/user': () => jsonResponse(401, { code: 'UNAUTHENTICATED' }) });
    renderWithProviders(<Switch />);
    await waitFor(() => expect(requestsMade(fetchMock, 'GET')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'now en' }));
    expect(await screen.findByRole('button', { name: 'now de' })).toBeTruthy();
    expect(requestsMade(fetchMock, 'PATCH')).toEqual([]);
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=de`);
  });
});

describe('the account’s language', () => {
  it('wins over the device: an account in Arabic turns the page right to left', async () => {
    answerRoutes(fetchMock, { 'GET /api/user': () => jsonResponse(200, aUser({ interfaceLanguage: 'ar' })) });
    renderWithProviders(<AccountLanguage />);
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(i18n.language).toBe('ar');
  });

  it('an account without one takes the choice made before signing in', async () => {
    await switchLanguage('de');
    answerRoutes(fetchMock, {
      'GET /api/user': () => jsonResponse(200, aUser()),
      'PATCH /api/user': () => jsonResponse(200, { ...aUser({ interfaceLanguage: 'de' }), pendingEmail: null }),
    });
    renderWithProviders(<AccountLanguage />);
    await waitFor(() =>
      expect(requestsMade(fetchMock, 'PATCH')).toEqual([
        { url: '/api/user', method: 'PATCH', body: { interfaceLanguage: 'de' } },
      ]),
    );
  });
});

describe('formats through Intl', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('keeps the spec’s English relative times and speaks German and Arabic', async () => {
    await act(() => i18n.loadLanguages(['de', 'ar']));
    const fiveHoursAgo = new Date(now.getTime() - 5 * 3600_000);
    expect(relativeTime(new Date(now.getTime() - 10_000), now, 'en')).toBe('just now');
    expect(relativeTime(fiveHoursAgo, now, 'en')).toBe('5 hours ago');
    expect(relativeTime(new Date(now.getTime() + 3 * 86_400_000), now, 'en')).toBe('in 3 days');
    expect(relativeTime(fiveHoursAgo, now, 'de')).toBe('vor 5 Stunden');
    expect(relativeTime(new Date(now.getTime() - 10_000), now, 'de')).toBe('gerade eben');
    expect(relativeTime(fiveHoursAgo, now, 'ar')).toBe('قبل 5 ساعات');
  });

  it('formats prices and dates per language', () => {
    expect(formatPrice(4.99, 'USD', 'en')).toBe('$4.99');
    expect(formatPrice(0, 'USD', 'en')).toBe('$0');
    expect(formatPrice(4.99, 'USD', 'de')).toBe('4,99\u00a0$');
    expect(formatDate(now, { dateStyle: 'long', timeZone: 'UTC' }, 'de')).toBe('10. März 2026');
    expect(formatDate(now, { dateStyle: 'long', timeZone: 'UTC' }, 'en')).toBe('March 10, 2026');
  });
});

describe('a page that starts in German', () => {
  it('has the platform namespace in German from the start (relative times say "gerade eben")', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=de; path=/`;
    let fresh: typeof import('./instance') | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('./instance')>('./instance');
    });
    await fresh!.i18n.loadNamespaces('platform');
    expect(fresh!.i18n.t('platform:time.justNow')).toBe('gerade eben');
  });
});

describe('the platform catalogue', () => {
  it.each([
    ['de', platformDe],
    ['ar', platformAr],
  ])('in %s has every English key and placeholder', (_, catalogue) => {
    expect(catalogueProblems(platformEn, catalogue)).toEqual([]);
  });
});
