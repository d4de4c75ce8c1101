import { expect, test } from '@playwright/test';
import { magicLinkFromOutbox, signIn, uniqueEmail } from './support';

test.describe('shell', () => {
  test('a guarded page sends a visitor to /login with the redirect, and back there after sign-in', async ({ page }) => {
    const email = uniqueEmail('redirect');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: /send magic link/i }).click();
    await expect(page.getByText(/check your email/i)).toBeVisible();
    await page.goto(await magicLinkFromOutbox(email));
    await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
    await expect(page.getByTestId('user-info-card').getByText(email)).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200); // the SPA answers; the shell renders the not-found page
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('a free user opening a paid page sees the Premium Feature dialog', async ({ page }) => {
    await signIn(page, uniqueEmail('free'));
    await page.goto('/filters');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
    await expect(
      dialog.getByText(
        'This feature is only available for Premium subscribers. Upgrade now to access all premium features including filters, custom templates, and more.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the avatar menu shows the account and greys out paid items for a free user', async ({ page }) => {
    const email = uniqueEmail('menu');
    await signIn(page, email);
    await page.getByRole('button', { name: /account menu/i }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByText('Free')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /My Resume/ })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /LinkedIn Integration/ })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: /Resume Filters/ }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the shell survives an unreachable remote and retries it', async ({ page }) => {
    await signIn(page, uniqueEmail('remote'));
    // The deployment's manifest points the editor at a host that does not answer.
    await page.route('**/remotes.json', (route) =>
      route.fulfill({ json: { remotes: { editor: 'http://127.0.0.1:9/mf-manifest.json' } } }),
    );
    await page.goto('/resume-editor');
    await expect(page.getByText('This part of the app could not be loaded')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible(); // header still works
    await page.screenshot({ path: test.info().outputPath('remote-down.png') });

    await page.unroute('**/remotes.json');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible();
  });

  test('the small-screen menu lists Home and Sign in for a visitor', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();
  });
});
