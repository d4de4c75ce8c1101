import { expect, type Page } from '@playwright/test';
import { firstLinkAction, openShareLinks } from './share-link-steps';
import { expectToast, seedResume, test } from './support';

/**
 * Live or frozen links (docs/decisions/0027): a premium owner creates a 'Frozen' link in the New Share Link dialog,
 * edits the resume in the editor, and a visitor still reads the old text until the owner presses 'Refresh'.
 */

const BEFORE = 'Builds compilers for the Navy.';
const AFTER = 'Teaches computers to speak English.';

const row = (page: Page) => page.getByTestId('share-link-row');

test.describe('frozen share links', () => {
  test.use({ signedInAs: 'premium' });

  test('a frozen link keeps the old text after an edit, until Refresh', async ({ page, browser }) => {
    test.slow(); // a new premium account, the editor, three visits
    await seedResume(page, {
      personal: { name: 'Grace Hopper' },
      summary: BEFORE,
      experiences: [{ title: 'Rear Admiral', company: 'US Navy', startDate: '1943-12', current: true }],
    });

    await openShareLinks(page);
    await page.getByRole('button', { name: 'New Share Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Share Link' });
    const modes = dialog.getByRole('group', { name: 'What the link shows' });
    await expect(modes.getByRole('radio', { name: /^Live/ })).toBeChecked();
    await modes.getByRole('radio', { name: /^Frozen/ }).check();
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    await expectToast(page, 'Share Link Created');
    await expect(row(page)).toHaveCount(1);
    await expect(row(page).first().getByTestId('link-mode')).toHaveText(/Frozen just now/);
    const url = (await row(page).first().getByTestId('share-link-url').textContent()) as string;

    // A visitor (another browser, no session) reads the resume.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await expect(visitor.getByText(BEFORE)).toBeVisible();

    // The owner edits the summary in the editor.
    await page.goto('/resume-editor');
    const summary = page.getByTestId('section-summary');
    await summary.getByRole('button', { name: 'Edit professional summary' }).click({ timeout: 15_000 });
    await summary.getByRole('textbox', { name: 'Professional Summary' }).fill(AFTER);
    await summary.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', 'Professional summary updated');

    await visitor.reload();
    await expect(visitor.getByText(BEFORE)).toBeVisible();
    await expect(visitor.getByText(AFTER)).toHaveCount(0);

    // 'Refresh' in the link's actions: the link now shows the resume as it is.
    await openShareLinks(page);
    await firstLinkAction(page, 'Refresh');
    await expectToast(page, 'Link Refreshed', 'The link now shows your resume as it is now.');
    await expect(row(page).first().getByTestId('link-mode')).toHaveText(/Frozen just now/);
    await page.screenshot({ path: test.info().outputPath('frozen-link-row.png'), animations: 'disabled' });

    await visitor.reload();
    await expect(visitor.getByText(AFTER)).toBeVisible();
    await expect(visitor.getByText(BEFORE)).toHaveCount(0);
    await visitorContext.close();
  });
});
