import { expect, test, type Page } from '@playwright/test';
import { expectToast, magicLinkFromOutbox, mailedLink, signIn, uniqueEmail } from './support';

/**
 * Issue 10, point 2 (docs/decisions/0015): a magic link opens at once only in the browser that asked for it;
 * anywhere else, or over another signed-in account, it waits for a click, and loading it uses nothing up.
 */
const masked = (email: string) => `${email[0]}***${email.slice(email.indexOf('@'))}`;

/** Asks for a link from this page's browser (its cookies), as the login form does. */
async function requestLinkFrom(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/auth/magic-link', { data: { email } });
  expect(res.status()).toBe(200);
  return magicLinkFromOutbox(email);
}

async function signedInEmail(page: Page): Promise<string | null> {
  const res = await page.request.get('/api/user');
  return res.status() === 200 ? ((await res.json()) as { email: string }).email : null;
}

test.describe('a magic link signs in a person', () => {
  test('a link opened in a second browser needs the button, then signs in', async ({ page, browser }) => {
    const email = uniqueEmail('second');
    await page.goto('/login');
    const link = await requestLinkFrom(page, email);

    const other = await browser.newContext();
    const tab = await other.newPage();
    await tab.goto(link);
    const button = tab.getByRole('button', { name: `Sign in as ${masked(email)}` });
    await expect(button).toBeVisible();
    await expect(tab.getByRole('heading', { name: `Sign in as ${masked(email)}` })).toBeVisible();
    expect(await signedInEmail(tab)).toBeNull();

    await button.click();
    await expect(tab.getByText('Login successful')).toBeVisible();
    await expect(tab).toHaveURL(/\/resume-editor$/, { timeout: 15_000 });
    expect(await signedInEmail(tab)).toBe(email);
    await other.close();
  });

  test('a signed-in user who opens another account’s link is asked before switching', async ({ page, browser }) => {
    const mine = uniqueEmail('mine');
    await signIn(page, mine);

    // Someone else's link (asked for in their own browser), opened in this signed-in browser.
    const stranger = await browser.newContext();
    const theirs = uniqueEmail('theirs');
    const link = await requestLinkFrom(await stranger.newPage(), theirs);
    await stranger.close();

    await page.goto(link);
    await expect(page.getByTestId('verify-question')).toHaveText(
      `You are signed in as ${masked(mine)}. Sign out of that account and sign in as ${masked(theirs)}?`,
    );
    await page.getByRole('button', { name: `Stay signed in as ${masked(mine)}` }).click();
    await expect(page).toHaveURL(/\/resume-editor$/);
    expect(await signedInEmail(page)).toBe(mine);

    // The link was not used by asking: opened again, the switch goes through when chosen.
    await page.goto(link);
    await page.getByRole('button', { name: 'Switch account' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    expect(await signedInEmail(page)).toBe(theirs);
  });

  test('a GET, a HEAD and a headless page load without a click leave the link usable', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('scanned');
    await page.goto('/login');
    const link = await requestLinkFrom(page, email);

    // A mail scanner: plain requests, then a headless browser that runs the page's scripts.
    expect((await request.get(link)).status()).toBe(200);
    expect((await request.head(link)).status()).toBe(200);
    const scanner = await browser.newContext();
    const scan = await scanner.newPage();
    await scan.goto(link);
    await expect(scan.getByRole('button', { name: `Sign in as ${masked(email)}` })).toBeVisible();
    await scanner.close();

    // The person, in the browser that asked: signed in at once, no button.
    await page.goto(link);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/resume-editor$/, { timeout: 15_000 });
    expect(await signedInEmail(page)).toBe(email);
  });
});

test.describe('changing the sign-in address', () => {
  test('a new e-mail waits for the link sent to it, and changes once confirmed there', async ({ page }) => {
    const current = uniqueEmail('current');
    const next = uniqueEmail('next');
    await signIn(page, current);
    const personal = page.getByTestId('section-personal-info');
    await personal.getByRole('button', { name: 'Edit personal information' }).click();
    await personal.getByLabel('Email').fill(next);
    await personal.getByRole('button', { name: 'Save' }).click();
    await expectToast(
      page,
      'Confirm your new email',
      `We sent a confirmation link to ${next}. Your email changes when you open it.`,
    );
    await expect(page.getByTestId('pending-email')).toContainText(`Waiting for confirmation: ${next}`);
    expect(await signedInEmail(page)).toBe(current);

    // The link from the new address's mail: opening it changes nothing until the button is pressed.
    const link = await mailedLink(next, /https?:\/\/\S+\/confirm-email\?token=[\w-]+/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Confirm your new email address' })).toBeVisible();
    await expect(page.getByText(`Use ${next} to sign in from now on?`)).toBeVisible();
    expect(await signedInEmail(page)).toBe(current);
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(page.getByRole('heading', { name: 'Email updated' })).toBeVisible();
    expect(await signedInEmail(page)).toBe(next);
  });
});
