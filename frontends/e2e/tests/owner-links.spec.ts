import { expect, type APIResponse, type Page } from '@playwright/test';
import { magicLinkFromOutbox, seedResume, test, uniqueEmail } from './support';

/**
 * Issue 25, the owner's ways to their own resume (docs/decisions/0039-owner-links.md): Share Your Resume reached by
 * clicking (the editor, the account menu, the sidebar), its Preview showing the owner's complete resume at /resume,
 * the owner-facing link /r for the owner and for a visitor, and the icon set on the app's pages, a public page and
 * a person's subdomain.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/owner-links-${name}.png` });

async function username(page: Page): Promise<string> {
  const res = await page.request.get('/api/user');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { username: string }).username;
}

/** An image answered on that address: 200 and an image content type, non-empty. */
/** The part of an answer looked at here: an API request's (APIResponse) or a page navigation's (Response). */
type Answer = Pick<APIResponse, 'url' | 'status' | 'headers' | 'body'>;

async function expectImage(res: Answer | null, type: RegExp = /^image\//): Promise<void> {
  expect(res, 'an answer').not.toBeNull();
  expect([res!.url(), res!.status()]).toEqual([res!.url(), 200]);
  expect(res!.headers()['content-type']).toMatch(type);
  expect((await res!.body()).length).toBeGreaterThan(100);
}

/** Every icon the page links answers 200 with an image; the manifest names the product, its colour and icons. */
async function expectLinkedIcons(page: Page): Promise<void> {
  const icons = page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]');
  await expect(icons).toHaveCount(3);
  for (const href of await icons.evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))) {
    await expectImage(await page.request.get(href));
  }
  const manifestHref = await page.locator('head link[rel="manifest"]').evaluate((l) => (l as HTMLLinkElement).href);
  const manifest = await page.request.get(manifestHref);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { name: string; theme_color: string; icons: { src: string }[] };
  expect([body.name, body.theme_color]).toEqual(['ResumeBuilder', '#2563EB']);
  expect(body.icons.length).toBeGreaterThanOrEqual(3);
  for (const icon of body.icons) await expectImage(await page.request.get(new URL(icon.src, manifestHref).href));
}

test.describe('the owner reaches Share Your Resume and their own resume', () => {
  test.use({ signedInAs: 'premium' });

  test('from the editor to Share Your Resume, its Preview shows the complete resume', async ({ page }) => {
    const name = `Grace Hopper ${Date.now().toString(36)}`;
    await seedResume(page, {
      personal: { name, title: 'Rear Admiral' },
      summary: 'Invented the first compiler.',
      experiences: [{ title: 'Programmer', company: 'Harvard Mark I', startDate: '1944-07' }],
    });
    await page.goto('/resume-editor');
    await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('resume-header-card').getByRole('link', { name: 'Share' }).click();
    await expect(page).toHaveURL(/\/share$/);
    await expect(page.getByRole('heading', { name: 'Share Your Resume', level: 1 })).toBeVisible({ timeout: 15_000 });
    await shot(page, 'share-page');

    await page.getByTestId('share-complete-resume').getByRole('link', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/resume$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Invented the first compiler.')).toBeVisible();
    await expect(page.getByText('Harvard Mark I')).toBeVisible();
    // Not the marketing page.
    await expect(page.getByRole('link', { name: 'Edit Your Resume' })).toHaveCount(0);
    const user = await username(page);
    await expect(page.getByTestId('owner-preview-notice').getByRole('link', { name: `/r/${user}` })).toHaveAttribute(
      'href',
      `/r/${user}`,
    );
    await shot(page, 'preview');
  });

  test('the account menu and the sidebar lead to Share Your Resume', async ({ page }) => {
    await page.goto('/resume-editor');
    const sidebar = page.getByTestId('account-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Share Your Resume' })).toHaveAttribute('href', '/share', {
      timeout: 15_000,
    });
    await page.getByTestId('user-menu-button').click();
    await shot(page, 'menu');
    await page.getByRole('menuitem', { name: 'Share Your Resume' }).click();
    await expect(page.getByRole('heading', { name: 'Share Your Resume', level: 1 })).toBeVisible({ timeout: 15_000 });
  });

  test('/r takes the owner to their public page, or to their preview while it is off', async ({ page }) => {
    await seedResume(page, { personal: { name: 'Ada Lovelace' } });
    const user = await username(page);
    await page.goto('/r');
    await expect(page).toHaveURL(new RegExp(`/r/${user}$`));
    await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
    await expectLinkedIcons(page);
    await shot(page, 'r-owner');

    expect((await page.request.patch('/api/user', { data: { publicPage: false } })).status()).toBe(200);
    await page.goto('/r');
    await expect(page).toHaveURL(/\/resume$/);
    await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('owner-preview-notice')).toContainText('Your public page is off');
    await shot(page, 'r-owner-page-off');
  });
});

test('/r sends a visitor to sign in and, once signed in, to their own public page', async ({ page }) => {
  await page.goto('/r');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fr$/);
  await shot(page, 'r-visitor');
  const email = uniqueEmail('owner-links');
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: /send magic link/i }).click();
  await expect(page.getByText(/check your email/i)).toBeVisible();
  await page.goto(await magicLinkFromOutbox(email));
  // The magic-link screen signs in, waits 2 s, then follows the remembered /r to the new owner's own page.
  await expect(page).toHaveURL(/\/r\/[^/]+$/, { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe(`/r/${await username(page)}`);
  await shot(page, 'r-visitor-signed-in');
});

test('/resume without a session is still the landing page', async ({ page }) => {
  await page.goto('/resume');
  await expect(page.getByRole('link', { name: 'Create Your Resume' }).first()).toBeVisible();
});

test.describe('the icon set', () => {
  test('the landing page links favicon, SVG icon, touch icon and manifest, all answered', async ({ page }) => {
    const res = await page.request.get('/favicon.ico');
    await expectImage(res, /^image\/(x-icon|vnd\.microsoft\.icon)/);
    await page.goto('/');
    await expectLinkedIcons(page);
    await page.goto('/favicon.svg');
    await shot(page, 'favicon-svg');
  });

  test.describe('on a person’s subdomain', () => {
    test.use({ signedInAs: 'premium' });

    test('its page links the icons and its host answers them', async ({ page, browser, baseURL }) => {
      const label = `ico${Date.now().toString(36)}`;
      await seedResume(page, { personal: { name: `Icon ${label}` } });
      expect((await page.request.put('/api/domains/subdomain', { data: { subdomain: label } })).status()).toBe(200);
      const origin = `http://${label}.resumes.test:${new URL(baseURL as string).port}`;
      // The browser, not Node, makes the requests: only Chromium maps the name to this app.
      const visitor = await browser.newContext();
      try {
        const tab = await visitor.newPage();
        expect((await tab.goto(`${origin}/`))?.status()).toBe(200);
        await expect(tab.getByRole('heading', { name: `Icon ${label}`, level: 1 })).toBeVisible();
        const hrefs = await tab
          .locator('head link[rel="icon"]')
          .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
        expect(hrefs).toEqual([`${origin}/favicon.ico`, `${origin}/favicon.svg`]);
        await expectImage(await tab.goto(`${origin}/favicon.ico`), /^image\/(x-icon|vnd\.microsoft\.icon)/);
        await expectImage(await tab.goto(`${origin}/apple-touch-icon.png`), /^image\/png/);
        await shot(tab, 'subdomain-touch-icon');
      } finally {
        await visitor.close();
      }
    });
  });
});
