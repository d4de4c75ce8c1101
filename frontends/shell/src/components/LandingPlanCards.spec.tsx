/** The landing page's plan cards (spec 2.5, 3, 9): the catalogue's names, prices and features, buttons per sign-in. */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LandingPlanCards } from './LandingPlanCards';

function cards(signedIn: boolean) {
  render(
    <MemoryRouter>
      <LandingPlanCards signedIn={signedIn} />
    </MemoryRouter>,
  );
  return { free: screen.getByTestId('plan-card-free'), premium: screen.getByTestId('plan-card-premium') };
}

describe('LandingPlanCards', () => {
  it('shows Free and Premium with their prices and the feature list, Premium most popular', () => {
    const { free, premium } = cards(false);
    expect(free.textContent).toContain('Free');
    expect(free.textContent).toContain('Basic Resume');
    expect(free.textContent).toContain('Remove branding');
    expect(premium.textContent).toContain('Premium');
    expect(premium.textContent).toContain('$4.99/month');
    expect(premium.textContent).toContain('Most Popular');
    expect(premium.textContent).toContain('LinkedIn Integration');
  });

  it('signed out: Get Started and Get Premium, both to sign-in', () => {
    const out = cards(false);
    expect(within(out.free).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/login');
    expect(within(out.premium).getByRole('link', { name: 'Get Premium' }).getAttribute('href')).toBe('/login');
  });

  it('signed in: My Resume and Upgrade Now', () => {
    const signedIn = cards(true);
    expect(within(signedIn.free).getByRole('link', { name: 'My Resume' }).getAttribute('href')).toBe('/resume-editor');
    expect(within(signedIn.premium).getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/pricing');
  });
});
