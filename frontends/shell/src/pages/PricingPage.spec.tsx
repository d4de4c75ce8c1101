/**
 * The pricing page's buttons for a paid user and for a past-due one (spec 2.14, docs/decisions/0041): Free is not
 * an 'upgrade' from Premium, and a failed payment is fixed in Manage Subscription, not by buying again.
 */
import { screen, within } from '@testing-library/react';
import { planCatalogue, type PlansResponse, type User } from '@resume/contracts';
import { answerRoutes, jsonResponse, mockFetch, renderWithProviders } from '@resume/platform/testing';
import { PricingPage } from './PricingPage';

const fetchMock = mockFetch();
const CATALOGUE: PlansResponse = {
  mode: 'local',
  plans: planCatalogue({ premium: { month: 'price_m', year: 'price_y' }, professional: { month: '', year: '' } }),
};

function openPricing(user: Partial<User>) {
  answerRoutes(fetchMock, {
    'GET /api/user': () => jsonResponse(200, { id: 'u1', username: 'ada', email: 'ada@example.com', ...user }),
    'GET /api/billing/plans': () => jsonResponse(200, CATALOGUE),
  });
  renderWithProviders(<PricingPage />, { route: '/pricing' });
}

describe('pricing page', () => {
  it("a paid user's Free card says Free is included in Premium, with no 'Upgrade to Free'", async () => {
    openPricing({ plan: 'premium', subscriptionStatus: 'active' });
    const free = await screen.findByTestId('plan-card-free');
    expect(within(free).getByRole('button', { name: 'Included in Premium' })).toHaveProperty('disabled', true);
    expect(free.textContent).toContain('To return to Free, cancel in Manage Subscription.');
    expect(screen.queryByText(/Upgrade to Free/)).toBeNull();
    const premium = screen.getByTestId('plan-card-premium');
    expect(within(premium).getByRole('button', { name: 'Current Plan' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeTruthy();
  });

  it('a past-due Premium user is told the payment failed and offered Manage Subscription, not an upgrade', async () => {
    openPricing({ plan: 'premium', subscriptionStatus: 'past_due' });
    const notice = await screen.findByTestId('payment-past-due');
    expect(notice.textContent).toContain('Payment past due');
    expect(notice.textContent).toContain('Your last payment failed.');
    expect(within(notice).getByRole('button', { name: 'Manage Subscription' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Manage Subscription' })).toHaveLength(1);
    expect(screen.queryByText(/Upgrade to (Premium|Free)/)).toBeNull();
  });

  it('a free user still gets Upgrade to Premium and a disabled Current Plan', async () => {
    openPricing({ plan: 'free', subscriptionStatus: null });
    const premium = await screen.findByTestId('plan-card-premium');
    expect(within(premium).getByRole('button', { name: 'Upgrade to Premium' })).toHaveProperty('disabled', false);
    const free = screen.getByTestId('plan-card-free');
    expect(within(free).getByRole('button', { name: 'Current Plan' })).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('payment-past-due')).toBeNull();
  });
});
