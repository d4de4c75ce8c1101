import { expect } from '@playwright/test';
import { expectToast, signInThroughApi, test } from './support';

/**
 * 'Sign out of all other devices' (docs/decisions/0033-one-email-one-account.md): from the profile page, behind a
 * question; the other browser is signed out, this one stays.
 */
test.describe('signing out of other devices', () => {
  test.use({ signedInAs: 'free' });

  test('the profile button ends the other browser’s session and keeps this one', async ({ page, browser, account }) => {
    const other = await browser.newContext();
    await signInThroughApi(other.request, account!.email, '198.18.250.1');
    expect((await other.request.get('/api/user')).status()).toBe(200);

    await page.goto('/profile');
    const card = page.getByTestId('other-sessions-card');
    await card.getByRole('button', { name: 'Sign out of all other devices' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out of all other devices?' });
    await expect(dialog).toContainText('You stay signed in here.');
    await dialog.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await expectToast(page, 'Signed out of other devices', '1 other session was signed out.');

    expect((await other.request.get('/api/user')).status()).toBe(401);
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
    await other.close();
  });
});
