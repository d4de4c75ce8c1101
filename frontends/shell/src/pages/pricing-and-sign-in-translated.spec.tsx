/**
 * The pricing page, the sign-in page and the magic-link screen as a German or Arabic speaker sees them
 * (docs/decisions/0049-app-translations.md): the page's own texts (`shell`), the contracts' plan names and features
 * by their catalogue keys, prices through Intl, the notices from the `messages` namespace, Manage Subscription from
 * `features` (whose catalogue the editor's suite checks), the page right to left in Arabic, and the sign-in page's
 * failure texts. English is PricingPage.spec.tsx's and the journeys'.
 */
import { Suspense, type ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { planCatalogue, type PlansResponse, type User } from '@resume/contracts';
import { answerRoutes, i18n, jsonResponse, mockFetch, renderWithProviders } from '@resume/platform/testing';
import LoginPage from './LoginPage';
import MagicLinkVerifyPage from './MagicLinkVerifyPage';
import { PricingPage } from './PricingPage';

const fetchMock = mockFetch();
const CATALOGUE: PlansResponse = {
  mode: 'local',
  plans: planCatalogue({ premium: { month: 'price_m', year: 'price_y' }, professional: { month: '', year: '' } }),
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function render(ui: ReactNode, route: string) {
  return renderWithProviders(<Suspense fallback={null}>{ui}</Suspense>, { route });
}

function openPricing(user: Partial<User> | null) {
  answerRoutes(fetchMock, {
    'GET /api/user': () =>
      user
        ? jsonResponse(200, { id: 'u1', username: 'ada', email: 'ada@example.com', ...user })
        : jsonResponse(401, { code: 'UNAUTHENTICATED' }),
    'GET /api/billing/plans': () => jsonResponse(200, CATALOGUE),
  });
  render(<PricingPage />, '/pricing');
}

describe('the pricing page in German', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('de'));
  });

  it('shows a visitor the plans, features, prices and FAQ in German', async () => {
    openPricing(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wählen Sie Ihren Tarif' })).toBeTruthy();
    const premium = await screen.findByTestId('plan-card-premium');
    expect(premium.textContent).toContain('AM BELIEBTESTEN');
    expect(premium.textContent).toContain('Alles, was Sie brauchen, um Ihren Lebenslauf anzupassen');
    expect(premium.textContent).toContain('Unbegrenzte Freigabelinks');
    // Intl writes a no-break space between the amount and the currency.
    expect(within(premium).getByTestId('plan-price').textContent).toBe('4,99\u00a0$/Monat');
    expect(within(premium).getByRole('link', { name: 'Auf Premium upgraden' })).toBeTruthy();
    const free = screen.getByTestId('plan-card-free');
    expect(free.textContent).toContain('Einfacher Lebenslauf');
    expect(within(free).getByRole('link', { name: 'Jetzt starten' })).toBeTruthy();
    const interval = screen.getByRole('radiogroup', { name: 'Abrechnungszeitraum' });
    expect(within(interval).getByRole('radio', { name: /Jährlich/ }).textContent).toContain('17 % sparen');
    expect(screen.getByText('Wie funktioniert die Abrechnung?')).toBeTruthy();
    expect(screen.getByText(/Premium kostet 4,99\s\$ pro Monat oder 49,99\s\$ pro Jahr/)).toBeTruthy();
    expect(screen.getByText('14-tägige Geld-zurück-Garantie. Jederzeit kündbar.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Choose Your Plan|Upgrade to|Basic Resume|MOST POPULAR/);
  });

  it('tells a past-due Premium user in German, with Manage Subscription in German', async () => {
    openPricing({ plan: 'premium', subscriptionStatus: 'past_due' });
    const notice = await screen.findByTestId('payment-past-due');
    expect(notice.textContent).toContain('Zahlung überfällig');
    expect(within(notice).getByRole('button', { name: 'Abonnement verwalten' })).toBeTruthy();
    const free = screen.getByTestId('plan-card-free');
    expect(within(free).getByRole('button', { name: 'In Premium enthalten' })).toHaveProperty('disabled', true);
    expect(
      within(screen.getByTestId('plan-card-premium')).getByRole('button', { name: 'Aktueller Tarif' }),
    ).toBeTruthy();
  });
});

describe('the pricing page in Arabic', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('ar'));
  });

  it('shows a free user the plans right to left, with the upgrade in Arabic', async () => {
    openPricing({ plan: 'free', subscriptionStatus: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'اختر خطتك' })).toBeTruthy();
    const premium = await screen.findByTestId('plan-card-premium');
    expect(premium.textContent).toContain('بريميوم');
    expect(premium.textContent).toContain('التكامل مع LinkedIn');
    expect(within(premium).getByRole('button', { name: 'الترقية إلى بريميوم' })).toHaveProperty('disabled', false);
    const free = screen.getByTestId('plan-card-free');
    expect(within(free).getByRole('button', { name: 'خطتك الحالية' })).toHaveProperty('disabled', true);
    expect(
      within(screen.getByRole('radiogroup', { name: 'فترة الفوترة' })).getByRole('radio', { name: /سنويًا/ }),
    ).toBeTruthy();
    expect(screen.getByText('الأسئلة المتكررة')).toBeTruthy();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(document.body.textContent).not.toMatch(/Choose Your Plan|Upgrade to|Current Plan|Premium Templates/);
  });

  it('says in Arabic that the payment is being confirmed after checkout', async () => {
    answerRoutes(fetchMock, {
      'GET /api/user': () =>
        jsonResponse(200, {
          id: 'u1',
          username: 'ada',
          email: 'ada@example.com',
          plan: 'premium',
          subscriptionStatus: 'active',
        }),
      'GET /api/billing/plans': () => jsonResponse(200, CATALOGUE),
    });
    render(<PricingPage />, '/pricing?success=true');
    const confirmed = await screen.findByTestId('payment-confirmed');
    expect(confirmed.textContent).toContain('تم تأكيد الدفع');
    expect(confirmed.textContent).toContain('مرحبًا بك في بريميوم!');
  });
});

describe('the magic-link screen', () => {
  it('in German, a link without a token says so and offers a new link', async () => {
    await act(() => i18n.changeLanguage('de'));
    render(<MagicLinkVerifyPage />, '/magic-link-verify');
    expect(await screen.findByRole('heading', { name: 'Anmeldung fehlgeschlagen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Ungültiger Anmeldelink. Es wurde kein Token übermittelt.');
    expect(screen.getByRole('button', { name: 'Neuen Magic Link anfordern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Debug-Informationen anzeigen' })).toBeTruthy();
  });

  it('in Arabic, a link opened in another browser asks before signing in', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answerRoutes(fetchMock, {
      'POST /api/auth/verify-magic-link': () =>
        jsonResponse(409, {
          code: 'MAGIC_LINK_CONFIRM_REQUIRED',
          message: 'Confirm that you want to sign in with this link.',
          email: 'a***@example.com',
        }),
    });
    render(<MagicLinkVerifyPage />, '/magic-link-verify?token=another-browser');
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول باسم a***@example.com' })).toBeTruthy();
    expect(screen.getByTestId('verify-question').textContent).toContain('فُتح رابط تسجيل الدخول هذا في متصفح');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول باسم a***@example.com' })).toBeTruthy();
  });

  it('in German, a used link shows the server’s reason in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    answerRoutes(fetchMock, {
      'POST /api/auth/verify-magic-link': () =>
        jsonResponse(401, { code: 'MAGIC_LINK_INVALID', message: 'Invalid or expired magic link.' }),
    });
    render(<MagicLinkVerifyPage />, '/magic-link-verify?token=used-link');
    expect(await screen.findByRole('heading', { name: 'Anmeldung fehlgeschlagen' })).toBeTruthy();
    expect(screen.getByTestId('verify-error').textContent).toBe('Ungültiger oder abgelaufener Anmeldelink.');
  });
});

describe('the sign-in page', () => {
  /** A proxy's answer with no error body: only the protocol's status text, which is English. */
  const proxyFailure = () => new Response('', { status: 502, statusText: 'Bad Gateway' });

  async function sendFailsWith(language: 'en' | 'de', submit: string, label: string) {
    await act(() => i18n.changeLanguage(language));
    answerRoutes(fetchMock, {
      'GET /api/user': () => jsonResponse(401, { code: 'UNAUTHENTICATED' }),
      'POST /api/auth/magic-link': proxyFailure,
    });
    render(<LoginPage />, '/login');
    fireEvent.change(await screen.findByLabelText(label), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    return (await screen.findByTestId('login-error')).textContent;
  }

  it('in German, a failure the server words without a known code reads in German, not the status text', async () => {
    expect(await sendFailsWith('de', 'Magic Link senden', 'E-Mail-Adresse')).toBe(
      'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    );
  });

  it('in English, the same failure shows the status text, as spec 8 says', async () => {
    expect(await sendFailsWith('en', 'Send Magic Link', 'Email address')).toBe('Bad Gateway');
  });
});
