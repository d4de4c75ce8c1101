import { expect } from '@playwright/test';
import { DESKTOP_UA, SLACKBOT, firstOpenMailsTo, launchReaderBrowser } from './readers';
import { callApi, createFilter, seedResume, test } from './support';

/**
 * Knowing when a link is read (issue 28 point 3, docs/decisions/0053-read-notices.md): the owner makes a link; a
 * Slack unfurl and the owner's own visit do not count; a visitor in another browser opens it, scrolls, and leaves;
 * the owner then sees 'Opened', the time read, one e-mail in the outbox and the notice in the header.
 */
test.describe('read notices', () => {
  test.use({ signedInAs: 'premium' });

  test('the first open by someone else is told once; robots and the owner are not counted', async ({
    page,
    browser,
    playwright,
    account,
    baseURL,
  }) => {
    const firstOpenMails = () => firstOpenMailsTo(account!.email);
    await seedResume(page, {
      personal: { name: 'Grace Hopper', title: 'Compiler engineer' },
      summary: 'Wrote the first compiler. '.repeat(40),
      experiences: Array.from({ length: 8 }, (_, i) => ({
        title: `Engineer ${i + 1}`,
        company: 'Navy',
        startDate: `20${10 + i}-01`,
        description: 'Built and shipped many programs. '.repeat(20),
        tags: ['compilers'],
      })),
    });
    const filterId = await createFilter(page, { name: 'Compiler roles', tags: ['compilers'] });
    const link = await callApi<{ id: string; shareableId: string }>(page, 'POST', '/api/share-links', { filterId });
    const path = `/s/${link.shareableId}`;

    // An unfurler's request and the owner's own visit: neither a view nor an open.
    const slack = await playwright.request.newContext({ baseURL, userAgent: SLACKBOT });
    const unfurl = await slack.get(path);
    expect(unfurl.status()).toBe(200);
    expect(await unfurl.text()).not.toContain('id="pp-read"');
    await slack.dispose();
    await page.goto(path);
    await expect(page.getByText('Its owner sees when this page is opened')).toBeVisible();
    await page.goto('/share-links');
    const row = page.getByTestId('share-link-row').first();
    await expect(row.getByTestId('share-link-opened')).toHaveText('Not opened yet · 0 views · 0 downloads', {
      timeout: 15_000,
    });
    expect(firstOpenMails()).toEqual([]);

    // A visitor in another browser (its own, so its beacon is a person's): opens it, reads for a while, scrolls to
    // the end, leaves.
    const visitorBrowser = await launchReaderBrowser(playwright);
    const visitor = await visitorBrowser.newPage();
    await visitor.goto(`${baseURL}${path}`);
    await expect(visitor.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    await visitor.screenshot({ path: test.info().outputPath('visitor-page.png') });
    await visitor.waitForTimeout(1500);
    await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await visitor.waitForTimeout(1500);
    await visitor.goto(`${baseURL}/pricing`); // leaving: pagehide, the beacon goes
    await visitorBrowser.close();

    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/share-links/reading')).json()) as { readVisits: number }[])[0]
            ?.readVisits,
        { message: 'the visit’s reading arrives', timeout: 10_000 },
      )
      .toBe(1);

    // The owner: 'Opened', the time read, the notice, one e-mail.
    await page.reload();
    await expect(row.getByTestId('share-link-opened')).toHaveText(
      /^Opened (just now|\d+ \w+ ago) · 1 view · 0 downloads$/,
    );
    await expect(row.getByTestId('share-link-time-read')).toHaveText(
      /^\d+ s average · \d+ s total read · read to 100 %$/,
    );
    await expect(page.getByTestId('notices-count')).toHaveText('1');
    await page.screenshot({ path: test.info().outputPath('owner-share-links.png') });
    await page.getByTestId('notices-button').click();
    const notice = page.getByTestId('notices-menu').getByTestId('notice');
    await expect(notice).toContainText('"Compiler roles" was opened for the first time');
    await page.screenshot({ path: test.info().outputPath('owner-notice.png') });
    await notice.click();
    await expect(page.getByTestId('notices-count')).toHaveCount(0);

    const mails = firstOpenMails();
    expect(mails.map((m) => m.subject)).toEqual(['"Compiler roles" was opened']);
    expect(mails[0].text).toContain(path);

    // Opened again by someone else: more views, still one e-mail.
    const second = await browser.newContext({
      userAgent: DESKTOP_UA,
      extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.7' },
    });
    await (await second.newPage()).goto(`${baseURL}${path}`);
    await second.close();
    expect(firstOpenMails()).toHaveLength(1);
  });

  test('notices can be turned off for a link', async ({ page, browser, account, baseURL }) => {
    await seedResume(page, { personal: { name: 'Quiet Owner' } });
    const link = await callApi<{ id: string; shareableId: string }>(page, 'POST', '/api/share-links', {});
    await page.goto('/share-links');
    const bell = page.getByTestId('share-link-row').first().getByTestId('share-link-notify');
    await expect(bell).toHaveAttribute('aria-checked', 'true', { timeout: 15_000 });
    await bell.click();
    await expect(bell).toHaveAttribute('aria-checked', 'false');
    const visitor = await browser.newContext({ userAgent: DESKTOP_UA });
    await (await visitor.newPage()).goto(`${baseURL}/s/${link.shareableId}`);
    await visitor.close();
    await page.reload();
    await expect(page.getByTestId('share-link-row').first().getByTestId('share-link-opened')).toHaveText(
      /^Opened .* · 1 view · 0 downloads$/,
    );
    expect(firstOpenMailsTo(account!.email)).toEqual([]);
    await expect(page.getByTestId('notices-count')).toHaveCount(0);
  });
});
