import { expect, type Browser, type Page } from '@playwright/test';
import { callApi, grantPlan, seedResume, test } from './support';

/**
 * Issue 25 (docs/decisions/0040-browser-error-pages.md): a visitor never sees raw JSON. An unknown subdomain and an
 * unknown link on a person's subdomain show the 'Invalid Share Link' page (Chromium sends *.resumes.test to this
 * app, --host-resolver-rules in playwright.config.ts); a Premium owner's code page carries no free branding; a wrong
 * code leaves the address bar on /s/{id}, and a reload or the form's address opened later is the code page again.
 */

async function asVisitor(browser: Browser, check: (tab: Page) => Promise<void>): Promise<void> {
  const visitor = await browser.newContext();
  try {
    await check(await visitor.newPage());
  } finally {
    await visitor.close();
  }
}

async function expectInvalidLinkPage(tab: Page, url: string, status: number, shot: string): Promise<void> {
  const app = test.info().project.use.baseURL;
  const res = await tab.goto(url);
  expect(res?.status()).toBe(status);
  await expect(tab.getByRole('heading', { level: 1, name: 'Invalid Share Link' })).toBeVisible();
  await expect(tab.getByText('This shared resume link is invalid or has expired.')).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', `${app}/`);
  await expect(tab.locator('body')).not.toContainText('"code"');
  await tab.screenshot({ path: test.info().outputPath(shot) });
}

test.describe('public error pages and the code page', () => {
  test.use({ signedInAs: 'premium' });

  test("an unknown subdomain and an unknown link on a person's host show the 'Invalid Share Link' page", async ({
    page,
    browser,
    baseURL,
  }) => {
    const label = `err${Date.now().toString(36)}`;
    await seedResume(page, { personal: { name: `Ada ${label}` } });
    await callApi(page, 'PUT', '/api/domains/subdomain', { subdomain: label });
    const port = new URL(baseURL!).port;
    await asVisitor(browser, async (tab) => {
      await expectInvalidLinkPage(tab, `http://nobody-${label}.resumes.test:${port}/`, 421, 'unknown-subdomain.png');
      await expectInvalidLinkPage(tab, `http://${label}.resumes.test:${port}/s/no-such-link`, 404, 'unknown-link.png');
      await expectInvalidLinkPage(tab, `http://${label}.resumes.test:${port}/editor`, 404, 'unknown-path.png');
      // The person's own page is still there.
      await tab.goto(`http://${label}.resumes.test:${port}/`);
      await expect(tab.getByRole('heading', { level: 1, name: `Ada ${label}` })).toBeVisible();
    });
  });

  test("a Premium owner's code page has no free branding; a wrong code, a reload and the form's address stay on it", async ({
    page,
    browser,
  }) => {
    await seedResume(page, { personal: { name: 'Grace Coded' } });
    const { shareableId } = await callApi<{ shareableId: string }>(page, 'POST', '/api/share-links', {
      securityCode: '4096',
    });
    const codePage = `/s/${shareableId}`;
    await asVisitor(browser, async (tab) => {
      await tab.goto(codePage);
      await expect(tab.getByRole('heading', { name: 'Security Code Required' })).toBeVisible();
      for (const branding of ['Sign in', 'Created with', 'Resume creation and sharing for busy professionals'])
        await expect(tab.getByText(branding)).toHaveCount(0);

      await tab.getByRole('textbox', { name: 'Security code' }).fill('1111');
      await tab.getByRole('button', { name: 'View Resume' }).click();
      await expect(tab.getByRole('alert')).toHaveText('Invalid security code. Please try again.');
      await expect(tab).toHaveURL(new RegExp(`${codePage}$`));
      await expect(tab.getByText('Created with')).toHaveCount(0);
      await tab.screenshot({ path: test.info().outputPath('premium-code-page-wrong-code.png') });

      await tab.reload();
      await expect(tab.getByRole('heading', { name: 'Security Code Required' })).toBeVisible();
      await expect(tab.getByText('404')).toHaveCount(0);
      // The form's address, opened later (a bookmark, the history): the code page, not the 404 page.
      await tab.goto(`${codePage}/unlock`);
      await expect(tab).toHaveURL(new RegExp(`${codePage}$`));
      await expect(tab.getByRole('heading', { name: 'Security Code Required' })).toBeVisible();
      await expect(tab.getByText('404')).toHaveCount(0);
      await tab.screenshot({ path: test.info().outputPath('code-page-after-reload.png') });

      await tab.getByRole('textbox', { name: 'Security code' }).fill('4096');
      await tab.getByRole('button', { name: 'View Resume' }).click();
      await expect(tab.getByText('Grace Coded').first()).toBeVisible();
      await expect(tab.getByText('Created with')).toHaveCount(0);
    });

    // The same link once its owner is on the free plan: the free chrome, on the code page as on the resume.
    await grantPlan(page, 'free', null);
    await asVisitor(browser, async (tab) => {
      await tab.goto(codePage);
      await expect(tab.getByRole('heading', { name: 'Security Code Required' })).toBeVisible();
      await expect(tab.getByText('Created with')).toBeVisible();
      await expect(tab.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      await tab.screenshot({ path: test.info().outputPath('free-code-page.png') });
    });
  });
});
