import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { BACKEND_POSTING as POSTING, expectToast, seedResume, test } from './support';

/**
 * Applications (issue 28 point 2, docs/decisions/0052-applications.md): create an application from a posting (a
 * frozen link of its own and the match kept), move it across the board by keyboard, see it in the table, and
 * export the CSV. A free plan sees what the screen is and the Premium Feature prompt.
 */
test.use({ viewport: { width: 1400, height: 900 } });

test.describe('premium', () => {
  test.use({ signedInAs: 'premium' });

  test('creates an application from a posting, moves it by keyboard across the board, and exports CSV', async ({
    page,
    browser,
  }) => {
    test.slow(); // a new premium account, a match, a keyboard move, a visit and a CSV: over 30 s on a busy machine
    await seedResume(page, {
      experiences: [
        { title: 'Senior Engineer', company: 'PayCo', startDate: '2021-01', current: true, tags: ['Go', 'Kubernetes'] },
      ],
    });
    await page.goto('/applications');
    await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('No applications yet')).toBeVisible();

    await page.getByRole('button', { name: 'New application' }).click();
    const dialog = page.getByRole('dialog', { name: 'New application' });
    await dialog.getByLabel('Company').fill('=Acme, Inc.');
    await dialog.getByLabel('Role').fill('Backend Engineer');
    await dialog.getByLabel('Posting address').fill('https://jobs.example/acme/7');
    await dialog.getByLabel('Job posting').fill(POSTING);
    await expect(dialog.getByRole('radio', { name: /Frozen/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add application' }).click();
    await expectToast(page, 'Application added', 'Its share link is ready to send.');

    const saved = page.getByTestId('board-column-saved');
    const card = saved.getByTestId('application-card');
    await expect(card).toContainText('=Acme, Inc.');
    await expect(card).toContainText(/Match \d+ %/);
    await expect(card).toContainText('Not opened yet · 0 views · 0 downloads');

    // Keyboard: focus the card's handle, Space picks it up, each Right goes one column (Applied, Interviewing), Space drops it.
    await card.getByRole('button', { name: 'Move =Acme, Inc.' }).focus();
    // (Each press waits for the column under the card: dnd-kit measures the card once per render.)
    const interviewing = page.getByTestId('board-column-interviewing');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('board-column-applied')).toHaveAttribute('data-over', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(interviewing).toHaveAttribute('data-over', 'true');
    await page.keyboard.press('Space');
    await expect(interviewing.getByTestId('application-card')).toContainText('=Acme, Inc.');
    await expect(saved.getByTestId('application-card')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('board.png') });

    // The move was saved: after a reload it is still there, and the table says so too.
    await page.reload();
    await expect(page.getByTestId('board-column-interviewing').getByTestId('application-card')).toContainText('=Acme');
    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByTestId('applications-table');
    await expect(table.getByLabel('Status of =Acme, Inc.')).toHaveValue('interviewing');
    // Dragged from Saved past Applied: it was sent, so it is dated today.
    await expect(table.getByRole('row').nth(1)).toContainText(new Date().toISOString().slice(0, 10));

    // A visitor in another browser opens the link: the table says so.
    const address = await table.getByRole('link', { name: 'Frozen link' }).getAttribute('href');
    const visitor = await browser.newContext();
    await (await visitor.newPage()).goto(address!);
    await visitor.close();
    await page.reload();
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(table).toContainText('Opened just now · 1 view · 0 downloads');

    // Notes are the person's own: edited from the row, and in the CSV.
    await table.getByRole('button', { name: 'Edit =Acme, Inc.' }).click();
    const edit = page.getByRole('dialog', { name: '=Acme, Inc. · Backend Engineer' });
    await edit.getByLabel('Notes').fill('+1 555 0100, ask for Sam');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Application saved');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, row] = csv.split('\r\n');
    expect(header).toContain('Company,Role,Status,Applied on');
    expect(row.startsWith(`"'=Acme, Inc.",Backend Engineer,interviewing,`)).toBe(true);
    expect(row).toContain('https://jobs.example/acme/7');
    expect(row).toContain(`,"'+1 555 0100, ask for Sam",`);
  });
});

test.describe('free', () => {
  test.use({ signedInAs: 'free' });

  test('sees what Applications is and the Premium Feature prompt', async ({ page }) => {
    await page.goto('/applications');
    await expect(page.getByRole('dialog', { name: 'Premium Feature' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('applications-upsell')).toContainText(
      'Track every application with the link you sent',
    );
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  });
});
