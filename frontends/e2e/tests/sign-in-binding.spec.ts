import { expect, test, type Page } from '@playwright/test';
import { magicLinkFromOutbox, signIn, uniqueEmail } from './support';

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

  test('a GET, a HEAD and a headless page load without a click leave the link usable', async ({ page, browser, request }) => {
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
