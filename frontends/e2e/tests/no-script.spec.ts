import { expect, test, type Page } from '@playwright/test';

/**
 * The marketing pages are readable before any script (issue 15, decision 0026): a browser with JavaScript off gets
 * the prerendered landing, pricing and sign-in pages, whose links and FAQ work as plain HTML.
 */
test.use({ javaScriptEnabled: false });

async function expectLink(page: Page, name: string, href: string) {
  await expect(page.getByRole('main').getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
}

test.describe('without JavaScript', () => {
  test('a visitor reads the landing page: every section, the signed-out buttons, the FAQ and the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your resume, tailored for every job');
    await expectLink(page, 'Create Your Resume', '/register');
    await expectLink(page, 'Sign In', '/login');
    for (const heading of [
      'Why professionals choose us',
      'From blank page to shared link in four steps',
      'Coming soon',
      'Simple, transparent pricing',
      'Frequently asked questions',
      'Ready to land your next role?',
    ]) {
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    const steps = page
      .getByRole('region', { name: 'From blank page to shared link in four steps' })
      .getByRole('listitem');
    await expect(steps).toHaveCount(4);
    const soon = page.getByRole('region', { name: 'Coming soon' });
    for (const item of [
      'AI resume suggestions',
      'Analytics dashboard',
      'Recruiter portal with access requests',
      'Advanced templates',
    ]) {
      await expect(soon.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('plan-card-free')).toContainText('$0/month');
    await expect(page.getByTestId('plan-card-premium')).toContainText('$4.99/month');
    await expectLink(page, 'Get Started', '/login');
    await expectLink(page, 'Get Premium', '/login');
    await expectLink(page, 'Create Your Resume Now', '/login');

    // The FAQ is <details>: it opens without script.
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.locator('summary')).toHaveCount(5);
    await expect(faq.getByText('a 14-day money-back guarantee')).toBeHidden();
    await faq.getByText('Can I cancel anytime?').click();
    await expect(faq.getByText('a 14-day money-back guarantee')).toBeVisible();

    await expect(page.getByRole('contentinfo')).toContainText('Resume creation and sharing for busy professionals');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ResumeBuilder`);
    await page.screenshot({ path: test.info().outputPath('landing-no-script.png'), fullPage: true });
  });

  test('a visitor reads the pricing page: both plans, the monthly prices, the FAQ, buttons that lead to sign-in', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeVisible();
    const interval = page.getByRole('radiogroup', { name: 'Billing interval' });
    await expect(interval.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    await expect(interval.getByRole('radio', { name: /Yearly/ })).toContainText('Save 17%');
    // The switch needs its island's script: without it, it is off rather than a button that does nothing.
    await expect(interval.getByRole('radio', { name: /Yearly/ })).toBeDisabled();

    const free = page.getByTestId('plan-card-free');
    const premium = page.getByTestId('plan-card-premium');
    await expect(free.getByTestId('plan-price')).toHaveText('$0/month');
    await expect(premium.getByTestId('plan-price')).toHaveText('$4.99/month');
    await expect(premium).toContainText('MOST POPULAR');
    await expect(
      premium.getByRole('listitem').filter({ hasText: 'LinkedIn Integration' }).getByLabel('Included'),
    ).toBeVisible();
    await expect(
      free.getByRole('listitem').filter({ hasText: 'LinkedIn Integration' }).getByLabel('Not included'),
    ).toBeVisible();
    await expect(free.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login?redirect=%2Fpricing');
    await expect(premium.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fpricing',
    );
    await expect(page.getByText('14-day money-back guarantee. Cancel anytime.')).toBeVisible();

    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.locator('summary')).toHaveCount(8);
    await faq.getByText('Do you offer refunds?').click();
    await expect(faq).toContainText('14-day money-back guarantee: if it is not for you');
    await page.screenshot({ path: test.info().outputPath('pricing-no-script.png'), fullPage: true });

    // A plain link: the sign-in page is HTML too; its form is sent by its script (the magic link needs it), so
    // without one the button stays off (a <noscript> note says why; Playwright's switch does not show <noscript>).
    await premium.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeDisabled();
  });
});
