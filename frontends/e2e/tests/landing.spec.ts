import { expect, test, type Page } from '@playwright/test';
import { magicLinkFromOutbox, signIn, uniqueEmail } from './support';

async function expectLink(page: Page, name: string, href: string) {
  await expect(page.getByRole('main').getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
}

test.describe('landing page (spec 2.5)', () => {
  test('a visitor sees the signed-out buttons', async ({ page }) => {
    await page.goto('/');
    await expectLink(page, 'Create Your Resume', '/register');
    await expectLink(page, 'Sign In', '/login');
    await expectLink(page, 'Get Started', '/login');
    await expectLink(page, 'Get Premium', '/login');
    await expectLink(page, 'Create Your Resume Now', '/login');
    await expect(page.getByRole('contentinfo')).toContainText('Resume creation and sharing for busy professionals');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("'Create Your Resume' opens the sign-in form worded for a new account, and its link creates the account", async ({
    page,
  }) => {
    const email = uniqueEmail('register');
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Create Your Resume', exact: true }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
    await expect(page.getByText('Opening it creates your account and signs you in.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: /send magic link/i }).click();
    await expect(page.getByText('Open the link in this browser to create your account.')).toBeVisible();
    await page.goto(await magicLinkFromOutbox(email));
    await expect(page).toHaveURL(/\/resume-editor$/, { timeout: 15_000 });
    expect((await (await page.request.get('/api/user')).json()).email).toBe(email);
  });

  test('a signed-in person sees the signed-in buttons', async ({ page }) => {
    await signIn(page, uniqueEmail('landing'));
    await page.goto('/');
    await expectLink(page, 'Edit Your Resume', '/resume-editor');
    await expectLink(page, 'My Resume', '/resume-editor');
    await expectLink(page, 'Upgrade Now', '/pricing');
    await expectLink(page, 'Go to Your Resume', '/resume-editor');
    await expect(page.getByRole('link', { name: 'Create Your Resume', exact: true })).toHaveCount(0);
  });
});
