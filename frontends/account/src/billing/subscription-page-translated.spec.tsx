/**
 * The subscription screen as a German or Arabic speaker sees it (docs/decisions/0049-app-translations.md): its
 * notices are the contracts' messages in the page's language (namespace `messages`), the end date through Intl, and
 * nothing of the English texts is left.
 */
import '../locales/register';
import { act, screen } from '@testing-library/react';
import { BILLING_API, MESSAGES, type SubscriptionResponse } from '@resume/contracts';
import { answerRoutes, i18n, jsonResponse, mockFetch, renderWithProviders } from '@resume/platform/testing';
import { SubscriptionPage } from './SubscriptionPage';

const fetchMock = mockFetch();

const premium = (changes: Partial<SubscriptionResponse>): SubscriptionResponse => ({
  plan: 'premium',
  subscriptionStatus: 'active',
  interval: 'month',
  currentPeriodEnd: '2026-03-10T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  hasCustomer: true,
  mode: 'local',
  ...changes,
});

const LANGUAGES = [
  {
    language: 'de',
    cancelled: 'Kündigung vorgemerkt',
    cancelledText:
      'Ihr Abonnement ist gekündigt und endet am 10. März 2026. Bis dahin behalten Sie Ihre Premium-Funktionen; danach wechselt Ihr Konto zum kostenlosen Tarif.',
    pastDue: 'Zahlung überfällig',
    disabled: 'Zahlungen sind derzeit nicht möglich.',
  },
  {
    language: 'ar',
    cancelled: 'تمت جدولة الإلغاء',
    cancelledText:
      'تم إلغاء اشتراكك وينتهي في 10 مارس 2026. تحتفظ بميزات بريميوم حتى ذلك الحين؛ وبعدها يعود حسابك إلى الخطة المجانية.',
    pastDue: 'الدفع متأخر',
    disabled: 'الدفع غير متاح حاليًا.',
  },
] as const;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const show = (subscription: SubscriptionResponse) => {
  answerRoutes(fetchMock, { [`GET ${BILLING_API.subscription}`]: () => jsonResponse(200, subscription) });
  renderWithProviders(<SubscriptionPage />);
};

describe.each(LANGUAGES)('the subscription screen in $language', (expected) => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage(expected.language));
  });

  it('says a cancelled subscription ends on its date, in the language', async () => {
    show(premium({ cancelAtPeriodEnd: true }));
    const notice = await screen.findByTestId('cancel-at-period-end');
    expect(notice.textContent).toContain(expected.cancelled);
    expect(notice.textContent).toContain(expected.cancelledText);
    expect(notice.textContent).not.toContain(MESSAGES.billing.cancelAtPeriodEnd('').title);
  });

  it('says a payment is past due, in the language', async () => {
    show(premium({ subscriptionStatus: 'past_due' }));
    const notice = await screen.findByTestId('payment-past-due');
    expect(notice.textContent).toContain(expected.pastDue);
    expect(notice.textContent).not.toContain(MESSAGES.billing.pastDue.title);
  });

  it('says payments are unavailable, in the language', async () => {
    show(premium({ plan: 'free', subscriptionStatus: null, hasCustomer: false, mode: 'disabled' }));
    expect(await screen.findByText(expected.disabled)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.billing.paymentsUnavailable)).toBeNull();
  });
});
