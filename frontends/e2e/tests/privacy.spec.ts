import { expect, test } from '@playwright/test';
import { expectToast, grantPlan, signIn, uniqueEmail } from './support';

/**
 * Privacy (docs/decisions/0013-privacy.md): the profile's 'Public page' switch saves at once and the public address
 * follows it; the contact switches decide what the public page shows; a coded link warns while the page is public.
 */
test('public page switch, contact fields, and the coded-link warning', async ({ page, browser }) => {
  await signIn(page, uniqueEmail('privacy'));
  await grantPlan(page, 'premium');
  expect(
    (await page.request.patch('/api/user', { data: { name: 'Private Person', phone: '+1 555 0100 999' } })).status(),
  ).toBe(200);
  const { username } = (await (await page.request.get('/api/user')).json()) as { username: string };
  const visitor = await browser.newContext();
  const v = await visitor.newPage();

  await page.goto('/profile');
  const card = page.getByTestId('public-page-card');
  const publicSwitch = card.getByRole('switch', { name: 'Public page' });
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(card.getByTestId('public-page-url')).toHaveText(new RegExp(`/r/${username}$`));
  // A new account shows the location but not the e-mail or the phone.
  await expect(card.getByRole('switch', { name: 'E-mail' })).toHaveAttribute('aria-checked', 'false');
  await expect(card.getByRole('switch', { name: 'Phone' })).toHaveAttribute('aria-checked', 'false');
  await expect(card.getByRole('switch', { name: 'Location' })).toHaveAttribute('aria-checked', 'true');

  await v.goto(`/r/${username}`);
  await expect(v.getByText('Private Person')).toBeVisible();
  await expect(v.getByText('+1 555 0100 999')).toHaveCount(0);
  await card.getByRole('switch', { name: 'Phone' }).click();
  await expectToast(page, 'Contact details updated');
  await v.reload();
  await expect(v.getByText('+1 555 0100 999')).toBeVisible();

  // The coded-link warning while the page is public, with the way to turn it off.
  await page.goto('/share-links');
  await page.getByRole('button', { name: 'New Share Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Share Link' });
  await dialog.getByRole('switch', { name: 'Require a security code' }).click();
  const warning = dialog.getByTestId('public-page-warning');
  await expect(warning).toContainText('Your resume is also public');
  await warning.getByRole('link', { name: 'Turn off the public page' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByTestId('public-page-card').getByRole('switch', { name: 'Public page' }).click();
  await expectToast(page, 'Public page off');
  await expect(page.getByTestId('public-page-url')).toHaveCount(0);
  const res = await v.goto(`/r/${username}`);
  expect(res?.status()).toBe(404);
  await expect(v.getByRole('heading', { name: 'Resume Not Available' })).toBeVisible();

  await page.goto('/share-links');
  await page.getByRole('button', { name: 'New Share Link' }).click();
  await page
    .getByRole('dialog', { name: 'New Share Link' })
    .getByRole('switch', { name: 'Require a security code' })
    .click();
  await expect(page.getByTestId('public-page-warning')).toHaveCount(0);
  await visitor.close();
});
