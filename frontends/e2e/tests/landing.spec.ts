import { expect, test, type Page } from '@playwright/test';
import { signIn, uniqueEmail } from './support';

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
