import { expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expectToast, seedResume, test } from './support';

/**
 * PDF export from the editor (spec 2.7, 4, 7, 8): the export dialog (Filters and Templates tabs, 300 px lists,
 * 'No Filter'), the free plan's locks (only the standard preset; no paid endpoint is called), the download
 * resume-{id}.pdf with selectable text, and the failure and premium answers. Each test is a new free user with
 * one experience.
 */

const NAME = 'Grace Hopper';

test.describe('export journey (free plan)', () => {
  test.use({ signedInAs: 'free' });
  let resumeId: string;
  let paidCalls: string[];

  test.beforeEach(async ({ page }) => {
    paidCalls = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path === '/api/filters' || path === '/api/templates') paidCalls.push(`${req.method()} ${path}`);
    });
    await seedResume(page, {
      personal: { name: NAME, title: 'Rear Admiral' },
      experiences: [
        {
          title: 'Computer Scientist',
          company: 'US Navy',
          startDate: '1944-07',
          current: true,
          description: '- Wrote the first compiler',
        },
      ],
    });
    resumeId = (await (await page.request.get('/api/complete-resume')).json()).resume.id;
    await page.goto('/resume-editor');
    await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible({ timeout: 15_000 });
  });

  test('the dialog: tabs, No Filter, locked filters and templates, the standard preset chosen', async ({ page }) => {
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export PDF' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Filters' })).toHaveAttribute('aria-selected', 'true');
    const filters = dialog.getByRole('radiogroup', { name: 'Filters' });
    await expect(filters).toHaveCSS('height', '300px');
    await expect(filters.getByRole('radio', { name: /No Filter/ })).toBeChecked();
    await expect(filters).toContainText('Shares the full resume');
    await expect(
      dialog.getByTestId('filters-locked').getByRole('link', { name: 'Upgrade to Premium' }),
    ).toHaveAttribute('href', '/pricing');

    await dialog.getByRole('tab', { name: 'Templates' }).click();
    const templates = dialog.getByRole('radiogroup', { name: 'Templates' });
    await expect(templates.getByRole('radio', { name: /Traditional Template/ })).toBeChecked();
    await expect(templates.getByRole('radio', { name: /Modern Template/ })).toBeDisabled();
    await expect(
      dialog.getByTestId('templates-locked').getByRole('link', { name: 'Upgrade to Premium' }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('export-dialog-free.png'), animations: 'disabled' });

    // Closing clears; opening again starts on the Filters tab.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Export PDF' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Export PDF' }).getByRole('tab', { name: 'Filters' }),
    ).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('dialog', { name: 'Export PDF' }).getByRole('button', { name: 'Cancel' }).click();
    expect(paidCalls).toEqual([]);
  });

  test('a failure toasts Export Failed; 403 PREMIUM_REQUIRED opens the Premium Feature dialog', async ({ page }) => {
    await page.route('**/api/generate-pdf', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByRole('button', { name: 'Export PDF' }).click();
    let dialog = page.getByRole('dialog', { name: 'Export PDF' });
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await expectToast(page, 'Export Failed', 'There was an error generating your PDF. Please try again.');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.unroute('**/api/generate-pdf');

    await page.route('**/api/generate-pdf', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'PREMIUM_REQUIRED', message: 'Premium required' }),
      }),
    );
    await page.getByRole('button', { name: 'Export PDF' }).click();
    dialog = page.getByRole('dialog', { name: 'Export PDF' });
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const premium = page.getByRole('dialog', { name: 'Premium Feature' });
    await expect(premium).toBeVisible();
    await expect(premium.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
    await premium.getByRole('button', { name: 'Cancel' }).click();
    await page.unroute('**/api/generate-pdf');
  });

  test('export with the standard template: resume-{id}.pdf with the name as text', async ({ page }) => {
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export PDF' });
    await dialog.getByRole('tab', { name: 'Templates' }).click();
    await dialog.getByRole('radio', { name: /Traditional Template/ }).check();

    const request = page.waitForRequest((req) => req.url().endsWith('/api/generate-pdf'));
    const download = page.waitForEvent('download', { timeout: 60_000 });
    const exportButton = dialog.getByRole('button', { name: /^Export/ }).last();
    await exportButton.click();
    // The browser's language is en-US here (Playwright's default locale): Letter is preselected.
    expect((await request).postDataJSON()).toEqual({
      resumeId,
      filterId: null,
      templateId: 'preset-traditional',
      paperSize: 'Letter',
    });
    const file = await download;
    expect(file.suggestedFilename()).toBe(`resume-${resumeId}.pdf`);
    await expectToast(page, 'PDF Generated', 'Your resume has been exported as a PDF');
    await expect(dialog).toHaveCount(0);

    const path = test.info().outputPath(`resume-${resumeId}.pdf`);
    await file.saveAs(path);
    expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain(NAME);
    expect(text).toContain('Wrote the first compiler');
    expect(paidCalls).toEqual([]);
    expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  });

  test('past the exports a person may ask for (4 here), Export Failed says to wait', async ({ page }) => {
    // A new person: four exports use up the four.
    for (let i = 0; i < 4; i++) {
      const res = await page.request.post('/api/generate-pdf', {
        data: { resumeId, filterId: null, templateId: null },
      });
      expect(res.status()).toBe(200);
    }
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export PDF' });
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await expectToast(page, 'Export Failed', 'Too many requests. Please wait a few minutes and try again.');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

/** The paper (issue 26, docs/decisions/0043-page-size-and-running-elements.md): A4 outside the US and Canada. */
test.describe('export journey: paper size', () => {
  test.use({ signedInAs: 'free', locale: 'de-DE' });

  // The app speaks the browser's German (docs/decisions/0049-app-translations.md).
  test('a browser in Germany preselects A4; choosing US Letter prints on Letter', async ({ page }) => {
    await seedResume(page, {
      personal: { name: NAME, title: 'Rear Admiral', location: 'Berlin, Germany' },
      experiences: [{ title: 'Computer Scientist', company: 'US Navy', startDate: '1944-07', current: true }],
    });
    const resumeId = (await (await page.request.get('/api/complete-resume')).json()).resume.id;
    await page.goto('/resume-editor');
    await page.getByRole('button', { name: 'PDF exportieren' }).click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: 'PDF exportieren' });
    const paper = dialog.getByRole('group', { name: 'Papierformat' });
    await expect(paper.getByRole('radio', { name: 'A4' })).toBeChecked();
    await expect(paper.getByRole('radio', { name: 'US-Letter' })).not.toBeChecked();
    await paper.getByRole('radio', { name: 'US-Letter' }).check();
    await dialog.screenshot({ path: test.info().outputPath('export-dialog-paper.png') });

    const request = page.waitForRequest((req) => req.url().endsWith('/api/generate-pdf'));
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await dialog
      .getByRole('button', { name: /^Exportieren/ })
      .last()
      .click();
    expect((await request).postDataJSON()).toMatchObject({ resumeId, paperSize: 'Letter' });
    const path = test.info().outputPath('letter.pdf');
    await (await download).saveAs(path);
    expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);

    // Opened again, the choice starts over from the default.
    await page.getByRole('button', { name: 'PDF exportieren' }).click();
    await expect(dialog.getByRole('group', { name: 'Papierformat' }).getByRole('radio', { name: 'A4' })).toBeChecked();
  });
});
