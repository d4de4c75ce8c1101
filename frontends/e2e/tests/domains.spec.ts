import { expect, type Page } from '@playwright/test';
import dns2 from 'dns2';
import { FakeDns } from '../../../test-support/fake-dns.cjs';
import { expectToast, seedResume, test } from './support';

/**
 * A person's resume at their own address (issue 14): a paid user claims a subdomain and opens it, adds a custom
 * domain, sees it pending with the records to add, puts the TXT record on the DNS server (test-support/fake-dns.cjs, which
 * the app asks through DNS_SERVERS), 'Verify now' turns it verified, and the resume opens on that host for a visitor
 * without an account. Chromium sends both names to this app (--host-resolver-rules in playwright.config.ts).
 */
const dns = new FakeDns(dns2);
test.beforeAll(() => dns.start(Number(process.env.E2E_DNS_PORT)));
test.afterAll(() => dns.stop());

const card = (page: Page) => page.getByTestId('domains-card');

/**
 * Opens `url` in a browser context of its own (no cookies: a visitor who never signed in) and runs `check` on it; the
 * browser, not Node, must make the request, since only Chromium maps the names to this app.
 */
async function asVisitor(page: Page, url: string, check: (tab: Page, status: number) => Promise<void>): Promise<void> {
  const visitor = await page.context().browser()!.newContext();
  try {
    const tab = await visitor.newPage();
    const res = await tab.goto(url);
    await check(tab, res?.status() ?? 0);
  } finally {
    await visitor.close();
  }
}

const expectResumeAt = (page: Page, url: string, name: string) =>
  asVisitor(page, url, async (tab, status) => {
    expect(status).toBe(200);
    await expect(tab.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(tab.getByText('Northwind').first()).toBeVisible();
    expect(await tab.locator('link[rel=canonical]').getAttribute('href')).toBe(`${url}/`);
  });

test.describe('custom domains and subdomains', () => {
  test.use({ signedInAs: 'premium' });

  test('a paid user claims a subdomain and proves a custom domain; both open without a login', async ({ page }) => {
    const label = `ada${Date.now().toString(36)}`;
    const name = `Ada ${label}`;
    await seedResume(page, {
      personal: { name, title: 'Engineer' },
      experiences: [{ title: 'Staff Engineer', company: 'Northwind', startDate: '2020-01', description: 'Ships.' }],
    });

    await page.goto('/domain-settings');
    await expect(card(page)).toBeInViewport();
    await card(page).getByRole('textbox', { name: 'Subdomain' }).fill(label);
    await card(page).getByRole('button', { name: 'Save subdomain' }).click();
    await expectToast(page, 'Saved');
    const subdomainUrl = await card(page).getByTestId('subdomain-url').getAttribute('href');
    expect(subdomainUrl).toMatch(new RegExp(`^http://${label}\\.resumes\\.test:\\d+$`));
    await expectResumeAt(page, subdomainUrl!, name);

    const domain = `cv-${label}.example.org`;
    await card(page).getByRole('textbox', { name: 'Custom domain' }).fill(`https://${domain.toUpperCase()}/`);
    await card(page).getByRole('button', { name: 'Save domain' }).click();
    await expect(card(page).getByTestId('custom-domain-state')).toHaveText('Pending');
    await expect(card(page).getByTestId('custom-domain-name')).toHaveText(domain);
    await expect(card(page).getByTestId('activation-note')).toContainText('24-48 hours');
    const txtRow = card(page).getByTestId('dns-TXT');
    await expect(txtRow).toContainText(`_resume-verify.${domain}`);
    const code = (await card(page).getByTestId('dns-TXT-value').textContent())!;

    // Before the record exists the look-up fails, and the domain serves nothing (421: not served here).
    await card(page).getByRole('button', { name: 'Verify now' }).click();
    await expectToast(page, 'Not verified yet');
    await expect(card(page).getByTestId('custom-domain-state')).toHaveText('Failed');
    const port = new URL(subdomainUrl!).port;
    await asVisitor(page, `http://${domain}:${port}/`, async (_tab, status) => expect(status).toBe(421));

    dns.txt.set(`_resume-verify.${domain}`, [code]);
    await card(page).getByRole('button', { name: 'Verify now' }).click();
    await expectToast(page, 'Domain verified');
    await expect(card(page).getByTestId('custom-domain-state')).toHaveText('Verified');
    const domainUrl = await card(page).getByTestId('custom-domain-url').getAttribute('href');
    expect(domainUrl).toBe(`http://${domain}:${port}`);
    await expectResumeAt(page, domainUrl!, name);

    // The share page offers the complete resume on both addresses.
    await page.goto('/share');
    await expect(page.getByTestId('complete-resume-custom-domain').getByRole('textbox')).toHaveValue(domainUrl!);
    await expect(page.getByTestId('complete-resume-subdomain').getByRole('textbox')).toHaveValue(subdomainUrl!);
  });
});

test.describe('custom domains on the free plan', () => {
  test.use({ signedInAs: 'free' });

  test('the section is locked and leads to the premium dialog', async ({ page }) => {
    await page.goto('/profile?tab=domains');
    await expect(card(page)).toBeInViewport();
    await expect(card(page).getByTestId('domains-locked')).toContainText('part of Premium');
    await expect(card(page).getByRole('textbox')).toHaveCount(0);
    await card(page).getByRole('button', { name: 'Unlock with Premium' }).click();
    await expect(page.getByRole('dialog')).toContainText('Premium');
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
