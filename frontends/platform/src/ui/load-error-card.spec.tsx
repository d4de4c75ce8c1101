/** The one load-error card (every remote and the shell use it) and the one Premium Feature dialog, as a user sees them. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { answerRoutes, jsonResponse, mockFetch, renderWithProviders } from '../testing/render-with-providers';
import { LoadErrorCard } from './load-error-card';
import { PremiumRequiredDialog } from './premium-required-dialog';

describe('LoadErrorCard', () => {
  it('says what failed and offers Try again, which calls onRetry', () => {
    const retry = jest.fn();
    render(
      <LoadErrorCard
        title="Your filters could not be loaded"
        description="Check your connection."
        data-testid="filters-error"
        onRetry={retry}
      />,
    );
    const card = screen.getByRole('alert');
    expect(card.getAttribute('data-testid')).toBe('filters-error');
    expect(card.textContent).toContain('Your filters could not be loaded');
    expect(card.textContent).toContain('Check your connection.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('has no Try again without onRetry', () => {
    render(<LoadErrorCard title="Error loading resume" />);
    expect(screen.getByRole('alert').textContent).toBe('Error loading resume');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

const fetchMock = mockFetch();

describe('PremiumRequiredDialog', () => {
  it("shows the spec's text, links Upgrade to /pricing, and Cancel closes it", async () => {
    answerRoutes(fetchMock, { 'GET /api/user': () => jsonResponse(401, { code: 'UNAUTHENTICATED', message: '' }) });
    const onOpenChange = jest.fn();
    renderWithProviders(<PremiumRequiredDialog open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Premium Feature' });
    expect(dialog.textContent).toContain('This feature is only available for Premium subscribers.');
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a past-due Premium user is told the payment failed and led to Manage Subscription, not Upgrade', async () => {
    answerRoutes(fetchMock, {
      'GET /api/user': () => jsonResponse(200, { id: 'u1', plan: 'premium', subscriptionStatus: 'past_due' }),
    });
    renderWithProviders(<PremiumRequiredDialog open onOpenChange={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Payment past due' });
    expect(dialog.textContent).toContain('Your last payment failed');
    expect(within(dialog).getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(within(dialog).queryByText('Upgrade to Premium')).toBeNull();
  });
});
