import { expect } from '@playwright/test';
import { firstLinkAction, firstLinkRow, openShareLinks } from './share-link-steps';
import { callApi, createFilter, createShareLink, expectToast, seedResume, test } from './support';

/**
 * Link controls (issue 28 point 4, docs/decisions/0054-link-controls-and-previews.md): in Manage Share Links the owner
 * pauses and resumes a link and sets, changes and removes its expiry; a visitor in another browser gets the 'Invalid
 * Share Link' page (404, the PDF too) while the link is paused or expired, and the resume again once it is resumed.
 * The table shows 'Paused', 'Expires ...' and 'Expired', and an expired link's analytics still open.
 */

test.describe('link controls journey', () => {
  test.use({ signedInAs: 'premium' });

  test('pause and resume, set and remove an expiry, and an expired link refuses its visitors', async ({
    page,
    browser,
  }) => {
    test.slow(); // a new premium account, a PDF, eight visits and an expiry that passes: over 30 s on a busy machine
    await seedResume(page, {
      personal: { name: 'Dorothy Vaughan', title: 'Programmer' },
      experiences: [{ title: 'Supervisor', company: 'West Computing', startDate: '1949-01', tags: ['fortran'] }],
    });
    const filterId = await createFilter(page, { name: 'Computing', tags: ['fortran'] });
    await createShareLink(page, { filterId, templateId: 'preset-modern' });
    const [link] = (await (await page.request.get('/api/share-links')).json()) as { id: string; shareableId: string }[];
    await callApi(page, 'PATCH', `/api/share-links/${link.id}`, { allowPdfDownload: true });
    await openShareLinks(page);
    const url = (await firstLinkRow(page).getByTestId('share-link-url').textContent()) as string;
    const pdf = `/s/${link.shareableId}/pdf`;

    const visitor = await (await browser.newContext()).newPage();
    const opened = await visitor.goto(url);
    expect(opened?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { name: 'Dorothy Vaughan' })).toBeVisible();
    expect((await visitor.request.get(new URL(pdf, url).href)).headers()['content-type']).toBe('application/pdf');

    // Pause: the badge, and the visitor's next visit is the invalid link's page, the PDF too.
    await firstLinkAction(page, 'Pause Link');
    await expectToast(page, 'Link Paused');
    await expect(firstLinkRow(page).getByTestId('link-paused')).toHaveText('Paused');
    await page.screenshot({ path: test.info().outputPath('paused-link-row.png'), animations: 'disabled' });
    const paused = await visitor.goto(url);
    expect(paused?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Invalid Share Link' })).toBeVisible();
    await expect(visitor.getByText('This shared resume link is invalid or has expired.')).toBeVisible();
    await expect(visitor.getByText('Dorothy Vaughan')).toHaveCount(0);
    await visitor.screenshot({ path: test.info().outputPath('paused-link-visitor.png') });
    expect((await visitor.request.get(new URL(pdf, url).href)).status()).toBe(404);

    // Resume: the badge goes, the visitor reads the resume again.
    await firstLinkAction(page, 'Resume Link');
    await expectToast(page, 'Link Resumed');
    await expect(firstLinkRow(page).getByTestId('link-paused')).toHaveCount(0);
    expect((await visitor.goto(url))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { name: 'Dorothy Vaughan' })).toBeVisible();

    // Set an expiry a week ahead through the dialog, then remove it.
    await firstLinkAction(page, 'Set Expiry');
    const dialog = page.getByRole('dialog', { name: 'Link Expiry' });
    await expect(dialog).toBeVisible();
    const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await dialog
      .getByLabel('Works until the end of')
      .fill(`${inAWeek.getFullYear()}-${pad(inAWeek.getMonth() + 1)}-${pad(inAWeek.getDate())}`);
    await page.screenshot({ path: test.info().outputPath('expiry-dialog.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Expiry Set');
    await expect(firstLinkRow(page).getByTestId('link-expires')).toHaveText(/Expires in (7|8) days/);
    expect((await visitor.goto(url))?.status()).toBe(200);

    await firstLinkAction(page, 'Change Expiry');
    await page.getByRole('dialog', { name: 'Link Expiry' }).getByRole('button', { name: 'Remove Expiry' }).click();
    await expectToast(page, 'Expiry Removed', 'The link no longer expires.');
    await expect(firstLinkRow(page).getByTestId('link-expires')).toHaveCount(0);

    // An expiry that passes (set a few seconds ahead through the API: the dialog takes whole days).
    await callApi(page, 'PATCH', `/api/share-links/${link.id}`, {
      expiresAt: new Date(Date.now() + 3000).toISOString(),
    });
    await page.waitForTimeout(3500);
    await openShareLinks(page);
    await expect(firstLinkRow(page).getByTestId('link-expired')).toHaveText('Expired');
    const expired = await visitor.goto(url);
    expect(expired?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Invalid Share Link' })).toBeVisible();
    expect((await visitor.request.get(new URL(pdf, url).href)).status()).toBe(404);

    // The owner still reads its analytics: the visits before it expired.
    await firstLinkRow(page).getByRole('button', { name: 'Show analytics' }).click();
    await expect(page.getByTestId('analytics-panel').or(page.locator(`#analytics-${link.id}`))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('expired-link-row.png'), animations: 'disabled' });
    await visitor.context().close();
  });
});
