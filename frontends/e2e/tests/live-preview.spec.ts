import { expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { seedResume, test, type ResumeSeed } from './support';

/**
 * The live preview (issue 26 point 3, docs/decisions/0045-live-preview.md): the resume as it will print beside the
 * form on wide screens and behind 'Preview' on narrow ones, updated as the person types, in page outlines; and its
 * page count is the exported PDF's, for a one-page and a multi-page resume. Each test is a new free person.
 */
test.use({ signedInAs: 'free' });

const WORDS = 'measured every page break against the printed document before trusting the preview';
const experience = (i: number, bullets: number) => ({
  title: `Role ${i}`,
  company: `Company ${i}`,
  startDate: '2015-01',
  endDate: '2016-01',
  description: Array.from({ length: bullets }, (_, b) => `- Bullet ${i}.${b + 1} ${WORDS}`).join('\n'),
});
const ONE_PAGE: ResumeSeed = {
  personal: { name: 'Grace Preview', title: 'Engineer', location: 'Berlin, Germany' },
  summary: 'Engineer who checks the printed page.',
  experiences: [experience(1, 2), experience(2, 2)],
};
const MULTI_PAGE: ResumeSeed = {
  ...ONE_PAGE,
  experiences: Array.from({ length: 12 }, (_, i) => experience(i + 1, 5)),
};

const preview = (page: Page) => page.getByTestId('resume-preview');
const pages = (page: Page) => preview(page).getByTestId('preview-pages');

async function openEditor(page: Page) {
  await page.goto('/resume-editor');
  await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible({ timeout: 15_000 });
}

/** The preview's page count once every page is drawn. */
async function previewPageCount(page: Page): Promise<number> {
  await expect(pages(page)).toHaveAttribute('data-page-count', /\d+/, { timeout: 30_000 });
  const count = Number(await pages(page).getAttribute('data-page-count'));
  await expect(pages(page).getByTestId('preview-page').first()).toHaveAttribute('data-drawn', 'true');
  return count;
}

/** Exports the PDF through the dialog as the person would and answers its page count (pdfinfo). */
async function exportedPageCount(page: Page, name: string): Promise<{ count: number; paper: string }> {
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export PDF' });
  // The dialog shows the same pages before exporting.
  await expect(dialog.getByTestId('preview-pages')).toHaveAttribute('data-page-count', /\d+/, { timeout: 30_000 });
  const dialogCount = Number(await dialog.getByTestId('preview-pages').getAttribute('data-page-count'));
  await page.screenshot({ path: test.info().outputPath(`${name}-export-dialog.png`) });
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const path = test.info().outputPath(`${name}.pdf`);
  await (await download).saveAs(path);
  expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('%PDF');
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  expect(dialogCount).toBe(count);
  return { count, paper: /^Page size:.*\((\w+)\)/m.exec(info)?.[1] ?? '' };
}

test.describe('live preview', () => {
  test('beside the form on a wide screen: typing updates it after a pause, with page outlines', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await seedResume(page, ONE_PAGE);
    await openEditor(page);
    await expect(preview(page)).toBeVisible();
    await expect(page.getByTestId('preview-toggle')).toHaveCount(0);
    const form = await page.getByTestId('section-personal-info').boundingBox();
    const beside = await preview(page).boundingBox();
    expect(beside!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
    expect(await previewPageCount(page)).toBe(1);
    // The page outline has the paper's proportions and the margin box sits inside it.
    const outline = await pages(page).getByTestId('preview-page').first().boundingBox();
    const paper = await pages(page).getAttribute('data-paper-size');
    expect(outline!.height / outline!.width).toBeCloseTo(paper === 'A4' ? 297 / 210 : 11 / 8.5, 2);
    const margin = await pages(page).getByTestId('preview-margin').first().boundingBox();
    expect(margin!.x).toBeGreaterThan(outline!.x);
    expect(margin!.width).toBeLessThan(outline!.width);
    await page.screenshot({ path: test.info().outputPath('wide-preview-beside-form.png') });

    // Typing: one request after the pause (not one per key), carrying the draft; the summary grows to two pages.
    const asked: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/pdf-preview') && asked.push(r.postData() ?? ''));
    await page.getByRole('button', { name: 'Edit professional summary' }).click();
    const summary = page.getByRole('textbox', { name: 'Professional Summary' });
    const long = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} Livepreviewmarker ${WORDS}.`).join('\n');
    await summary.fill(long);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/pdf-preview'));
    await summary.pressSequentially(' typed', { delay: 80 });
    const response = await answered;
    expect(asked.length).toBe(1);
    expect(JSON.parse(asked[0]).draft.resume.summary).toContain('Livepreviewmarker');
    const file = test.info().outputPath('typed-preview.pdf');
    writeFileSync(file, await response.body());
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Livepreviewmarker');
    await expect(pages(page)).toHaveAttribute('data-page-count', '2', { timeout: 30_000 });
    await expect(preview(page).getByTestId('preview-summary')).toContainText('2 pages');

    // Cancelling the form withdraws the draft: back to the saved one page.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(pages(page)).toHaveAttribute('data-page-count', '1', { timeout: 30_000 });

    // Another paper: the outlines follow it.
    await preview(page)
      .getByRole('radio', { name: paper === 'A4' ? 'US Letter' : 'A4' })
      .check();
    await expect(pages(page)).toHaveAttribute('data-paper-size', paper === 'A4' ? 'Letter' : 'A4', { timeout: 30_000 });
  });

  test("behind the 'Preview' toggle on a narrow screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seedResume(page, ONE_PAGE);
    await openEditor(page);
    const toggle = page.getByRole('button', { name: 'Preview' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(preview(page)).toBeHidden();
    await expect(page.getByTestId('section-summary')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('narrow-toggle-off.png') });

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(preview(page)).toBeVisible();
    await expect(page.getByTestId('section-summary')).toBeHidden();
    expect(await previewPageCount(page)).toBe(1);
    await page.screenshot({ path: test.info().outputPath('narrow-preview-on.png'), fullPage: true });

    await toggle.click();
    await expect(page.getByTestId('section-summary')).toBeVisible();
    await expect(preview(page)).toBeHidden();
  });

  for (const [name, seed, expected] of [
    ['one-page', ONE_PAGE, 1],
    ['multi-page', MULTI_PAGE, 2],
  ] as const) {
    test(`the preview's page count is the exported PDF's (${name})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      await seedResume(page, seed);
      await openEditor(page);
      const shown = await previewPageCount(page);
      if (expected === 1) expect(shown).toBe(1);
      else expect(shown).toBeGreaterThanOrEqual(2);
      await page.screenshot({ path: test.info().outputPath(`${name}-editor.png`) });
      const paper = await pages(page).getAttribute('data-paper-size');
      const exported = await exportedPageCount(page, name);
      expect(exported.count).toBe(shown);
      expect(exported.paper.toLowerCase()).toBe(paper === 'A4' ? 'a4' : 'letter');
    });
  }
});
