import { expect, test } from '@playwright/test';
import { magicLinkFromOutbox, signIn, uniqueEmail } from './support';

test.describe('magic-link sign-in', () => {
  test('a visitor signs in with the link from the outbox and lands on the resume editor', async ({ page, baseURL }) => {
    const email = uniqueEmail('journey');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Create Your Resume', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );

    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Sign in to your account')).toBeVisible();

    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: /send magic link/i }).click();
    await expect(page.getByText(/check your email/i)).toBeVisible();

    const link = await magicLinkFromOutbox(email);
    expect(link.startsWith(`${baseURL}/magic-link-verify?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/resume-editor$/, { timeout: 15_000 });

    // The editor remote, loaded at run time through the remotes manifest.
    await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible();
    await expect(page.getByTestId('resume-last-edited')).toHaveText(
      /^Last edited: (just now|\d+ (seconds?|minutes?) ago)$/,
    );
    await expect(page.getByText(/Resume ID: [\w-]{22}/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('resume-editor.png'), fullPage: true });

    // The landing page now shows the signed-in variant.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Edit Your Resume' })).toHaveAttribute('href', '/resume-editor');
  });

  test('the confirmation screen offers Send Another Link, which works again', async ({ page }) => {
    const email = uniqueEmail('again');
    await page.goto('/login');
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: /send magic link/i }).click();
    await expect(page.getByText(/check your email/i)).toBeVisible();
    await page.getByRole('button', { name: 'Send Another Link' }).click();
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: /send magic link/i }).click();
    await expect(page.getByText(/check your email/i)).toBeVisible();
  });

  test('an invalid e-mail shows the spec message and sends nothing', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(/email/i).fill('not-an-email');
    await page.getByRole('button', { name: /send magic link/i }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText(/check your email/i)).toHaveCount(0);
  });

  test('an accent before the @ is refused with the message under the field (docs/decisions/0033)', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(/email/i).fill('josé@example.com');
    await page.getByRole('button', { name: /send magic link/i }).click();
    await expect(
      page.getByText('Please use an email address without accents or special letters before the @.'),
    ).toBeVisible();
    await expect(page.getByText(/check your email/i)).toHaveCount(0);
  });

  test('a used link shows the error state with its two buttons', async ({ page, browser }) => {
    const email = uniqueEmail('reuse');
    await signIn(page, email);
    const link = await magicLinkFromOutbox(email);
    const other = await browser.newPage();
    await other.goto(link);
    await expect(other.getByText('Invalid or expired magic link.')).toBeVisible();
    await expect(other.getByRole('button', { name: 'Request New Magic Link' })).toBeVisible();
    await other.getByRole('button', { name: 'Show Debug Info' }).click();
    await expect(other.getByText(/401/)).toBeVisible();
    await other.close();
  });

  test('the verify page without a token says so', async ({ page }) => {
    await page.goto('/magic-link-verify');
    await expect(page.getByText('Invalid magic link. No token provided.')).toBeVisible();
  });

  test('logging out ends the session and returns home', async ({ page }) => {
    // The page's clock, so the 500 ms between the toast and the redirect home (TIMINGS.logoutRedirectMs) are the
    // page's own and not a race with a busy machine: it runs as usual until paused before the click.
    await page.clock.install();
    await signIn(page, uniqueEmail('logout'));
    await page.getByRole('button', { name: /account menu/i }).click();
    // The page's own time (its clock may run ahead of this process's): a second from now, then held.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    // The toast itself (Radix also mirrors its text into an aria-live region), title and text in one look.
    await expect(page.getByTestId('toast')).toContainText(/Logged out.*You have been successfully logged out\./);
    await page.clock.runFor(400);
    await expect(page).not.toHaveURL(/\/$/);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Create Your Resume', exact: true })).toBeVisible();
    await page.goto('/resume-editor');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fresume-editor/);
  });
});
