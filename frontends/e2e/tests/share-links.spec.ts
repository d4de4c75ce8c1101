import { expect, type Page } from '@playwright/test';
import { createFilter, createShareLink, expectToast, seedResume, test } from './support';

/**
 * Share links (spec 2.11, 2.12, 4, 5, 8): a premium user creates a link with a filter and a template, copies it,
 * turns the security code on and off, sees its analytics, deletes it with the spec's confirmation, and uses the
 * Share Your Resume page. Each test is a new premium user with a tagged experience and a filter; the tests about
 * one link find it made through the API.
 */

const row = (page: Page) => page.getByTestId('share-link-row');

async function openActions(page: Page) {
  await row(page)
    .first()
    .getByRole('button', { name: /^Actions for/ })
    .click();
  return page.getByRole('menu');
}

async function openShareLinks(page: Page) {
  await page.goto('/share-links');
  await expect(page.getByRole('heading', { name: 'Manage Share Links', level: 1 })).toBeVisible({ timeout: 15_000 });
}

test.describe('share links journey', () => {
  test.use({ signedInAs: 'premium', permissions: ['clipboard-read', 'clipboard-write'] });
  let filterId: string;

  test.beforeEach(async ({ page }) => {
    await seedResume(page, {
      experiences: [
        { title: 'Frontend Developer', company: 'Acme', startDate: '2021-01', current: true, tags: ['react'] },
      ],
    });
    filterId = await createFilter(page, { name: 'Frontend roles', tags: ['react'] });
  });

  /** The link the New Share Link test creates: Frontend roles with the Modern Template, no code. */
  const oneLink = async (page: Page) => {
    await createShareLink(page, { filterId, templateId: 'preset-modern' });
    await openShareLinks(page);
  };

  test('empty state: No Share Links Yet, linking to the editor', async ({ page }) => {
    await page.goto('/share-links');
    await expect(page.getByRole('heading', { name: 'Manage Share Links', level: 1 })).toBeVisible({ timeout: 15_000 });
    const empty = page.getByTestId('share-links-empty');
    await expect(empty.getByRole('heading', { name: 'No Share Links Yet' })).toBeVisible();
    await expect(empty.getByRole('link')).toHaveAttribute('href', '/resume-editor');
  });

  test('New Share Link: filter and template, created; the table shows it', async ({ page }) => {
    await openShareLinks(page);
    await page.getByRole('button', { name: 'New Share Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Share Link' });
    await expect(dialog).toBeVisible();
    // Resets to the Filters tab with 'No Filter' chosen; lists are 300 px high.
    await expect(dialog.getByRole('tab', { name: 'Filters' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('radio', { name: /No Filter/ })).toBeChecked();
    const filters = dialog.getByRole('radiogroup', { name: 'Filters' });
    await expect(filters).toHaveCSS('height', '300px');
    await dialog.getByRole('radio', { name: /Frontend roles/ }).check();

    await dialog.getByRole('tab', { name: 'Templates' }).click();
    const templates = dialog.getByRole('radiogroup', { name: 'Templates' });
    await expect(templates.getByRole('radio', { name: /Traditional Template/ })).toBeChecked();
    await templates.getByRole('radio', { name: /Modern Template/ }).check();
    await page.screenshot({ path: test.info().outputPath('new-share-link-dialog.png'), animations: 'disabled' });

    await dialog.getByRole('button', { name: 'Create Link' }).click();
    await expectToast(page, 'Share Link Created');
    await expect(dialog).toHaveCount(0);

    await expect(row(page)).toHaveCount(1);
    const first = row(page).first();
    await expect(first).toContainText('Frontend roles');
    await expect(first).toContainText('Modern Template');
    await expect(first.getByTestId('security-public')).toBeVisible();
    await expect(first).toContainText(/just now|second|minute/);
    await expect(first.getByTestId('share-link-views')).toHaveText('0');
    await expect(first.getByTestId('share-link-url')).toHaveText(/\/r\/s\/[\w-]+$/);
    for (const column of ['Link Details', 'Filter & Template', 'Security', 'Created', 'Views']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
  });

  test('Copy Link: the clipboard holds the public URL; the copied indicator lasts 2 s', async ({ page }) => {
    await oneLink(page);
    const url = await row(page).first().getByTestId('share-link-url').textContent();
    const menu = await openActions(page);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'View Resume',
      'Copy Link',
      'Edit Security',
      'Pause Link',
      'Set Expiry',
      'Analytics',
      'Delete',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'View Resume' })).toHaveAttribute('href', url as string);
    await menu.getByRole('menuitem', { name: 'Copy Link' }).click();
    await expect(row(page).first().getByTestId('copied-indicator')).toBeVisible();
    await expectToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(row(page).first().getByTestId('copied-indicator')).toHaveCount(0, { timeout: 4000 });

    // The public link opens for a visitor.
    const shareableId = (url as string).split('/').pop() as string;
    const visitor = await page.request.get(`/api/resume/shared/${shareableId}`);
    expect(visitor.status()).toBe(200);
  });

  test('Edit Security: on generates a 4-digit code (copyable), off sends null', async ({ page, playwright }) => {
    test.slow(); // three dialogs and two visitors after a new account's setup
    await oneLink(page);
    let menu = await openActions(page);
    await menu.getByRole('menuitem', { name: 'Edit Security' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Security' });
    const toggle = dialog.getByRole('switch', { name: 'Require a security code' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    const code = dialog.getByLabel('Security code', { exact: true });
    await expect(code).toHaveValue(/^[1-9]\d{3}$/);
    const value = await code.inputValue();
    await dialog.getByRole('button', { name: 'Copy security code' }).click();
    await expectToast(page, 'Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Link Updated');
    await expect(dialog).toHaveCount(0);
    await expect(row(page).first().getByTestId('security-protected')).toBeVisible();

    // A visitor (no session) now needs the code.
    const url = (await row(page).first().getByTestId('share-link-url').textContent()) as string;
    const shareableId = url.split('/').pop() as string;
    const visitor = await playwright.request.newContext({ baseURL: new URL(url).origin });
    const locked = await visitor.get(`/api/resume/shared/${shareableId}`);
    expect(locked.status()).toBe(403);
    expect((await locked.json()).requiresCode).toBe(true);
    expect((await visitor.get(`/api/resume/shared/${shareableId}?code=${value}`)).status()).toBe(200);
    await visitor.dispose();

    // Off again: the code is cleared and null is sent.
    menu = await openActions(page);
    await menu.getByRole('menuitem', { name: 'Edit Security' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Security' });
    await expect(dialog.getByLabel('Security code', { exact: true })).toHaveValue(value);
    const patch = page.waitForRequest((req) => req.method() === 'PATCH' && req.url().includes('/api/share-links/'));
    await dialog.getByRole('switch', { name: 'Require a security code' }).click();
    await expect(dialog.getByLabel('Security code', { exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await patch).postDataJSON()).toEqual({ securityCode: null });
    await expectToast(page, 'Link Updated');
    await expect(row(page).first().getByTestId('security-public')).toBeVisible();

    // Offer a PDF download: only that option is sent, and the public page then links to the PDF.
    menu = await openActions(page);
    await menu.getByRole('menuitem', { name: 'Edit Security' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Security' });
    const optionPatch = page.waitForRequest(
      (req) => req.method() === 'PATCH' && req.url().includes('/api/share-links/'),
    );
    await dialog.getByRole('switch', { name: 'Offer a PDF download' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await optionPatch).postDataJSON()).toEqual({ allowPdfDownload: true });
    await expectToast(page, 'Link Updated');
    const publicPage = await (
      await playwright.request.newContext({ baseURL: new URL(url).origin })
    ).get(`/s/${shareableId}`);
    expect(await publicPage.text()).toContain(`href="/s/${shareableId}/pdf"`);
  });

  test('analytics: views, unique visitors, PDF downloads and a 30-day chart in the expanded row', async ({ page }) => {
    await oneLink(page);
    await row(page).first().getByRole('button', { name: 'Show analytics' }).click();
    const panel = page.getByTestId('share-link-analytics');
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Unique visitors')).toBeVisible();
    await expect(panel.getByText('PDF downloads')).toBeVisible();
    await expect(panel.getByRole('img', { name: /Daily views over the last 30 days/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('share-links-table.png'), animations: 'disabled' });
    await row(page).first().getByRole('button', { name: 'Hide analytics' }).click();
    await expect(panel).toHaveCount(0);
  });

  test('Delete asks with the spec text; Cancel keeps the link, Delete removes it', async ({ page }) => {
    await oneLink(page);
    let menu = await openActions(page);
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    let confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByText('Are you sure you want to delete this share link? Anyone using it will lose access.', {
        exact: true,
      }),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row(page)).toHaveCount(1);

    menu = await openActions(page);
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Link Deleted');
    await expect(page.getByTestId('share-links-empty')).toContainText('No Share Links Yet');
  });

  test('/share: the complete-resume link, preview, and a link per filter created on demand', async ({ page }) => {
    await page.goto('/share');
    await expect(page.getByRole('heading', { name: 'Share Your Resume', level: 1 })).toBeVisible({ timeout: 15_000 });
    const origin = new URL(page.url()).origin;
    const { username } = await (await page.request.get('/api/user')).json();
    const complete = `${origin}/r/${username}`;
    await expect(page.getByRole('textbox', { name: 'Complete resume link' })).toHaveValue(complete);
    await expect(page.getByRole('link', { name: 'Open complete resume link in a new tab' })).toHaveAttribute(
      'href',
      complete,
    );
    expect((await page.request.get(complete)).status()).toBe(200);
    await page.getByRole('button', { name: 'Copy complete resume link' }).click();
    await expectToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(complete);
    await expect(page.getByTestId('share-complete-resume').getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/resume',
    );
    await expect(page.getByRole('link', { name: 'Create Filters' })).toHaveAttribute('href', '/filters');

    const card = page.getByTestId(`share-filter-${filterId}`);
    await expect(card.getByRole('link', { name: 'Edit Filter Frontend roles' })).toHaveAttribute(
      'href',
      `/filters?edit=${filterId}`,
    );
    await card.getByRole('button', { name: 'Create share link' }).click();
    await expectToast(page, 'Share Link Created');
    await expect(card.getByRole('textbox', { name: 'Share link for Frontend roles' })).toHaveValue(
      new RegExp(`^${origin}/r/s/[\\w-]+$`),
    );
    await page.screenshot({ path: test.info().outputPath('share-page.png'), fullPage: true, animations: 'disabled' });

    // The link shows on Manage Share Links too.
    await page.goto('/share-links');
    await expect(row(page)).toHaveCount(1);
    await expect(row(page).first()).toContainText('Frontend roles');
  });

  test('/share: with the public page off, no link to the 404 but the way to the switch (docs/decisions/0013)', async ({
    page,
  }) => {
    const off = await page.request.patch('/api/user', { data: { publicPage: false } });
    expect(off.ok(), `PATCH /api/user: ${off.status()}`).toBe(true);
    try {
      await page.goto('/share');
      const card = page.getByTestId('share-complete-resume');
      const notice = card.getByTestId('complete-resume-link-off');
      await expect(notice).toBeVisible({ timeout: 15_000 });
      await expect(notice).toContainText('Public page off');
      await expect(notice).toContainText('Your resume is shown only through your share links.');
      await expect(notice.getByRole('link', { name: 'Turn on the public page' })).toHaveAttribute('href', '/profile');
      await expect(card.getByRole('textbox', { name: 'Complete resume link' })).toHaveCount(0);
    } finally {
      await page.request.patch('/api/user', { data: { publicPage: true } });
    }
  });
});

test.describe('share links on a 390 px phone', () => {
  test.use({
    signedInAs: 'premium',
    viewport: { width: 390, height: 844 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('each link is a card with its name, address, status, views and actions on screen; the table from sm up', async ({
    page,
  }) => {
    test.slow(); // a new premium account with a resume, a filter and two links
    await seedResume(page, {
      experiences: [
        { title: 'Frontend Developer', company: 'Acme', startDate: '2021-01', current: true, tags: ['react'] },
      ],
    });
    const filterId = await createFilter(page, { name: 'Frontend roles', tags: ['react'] });
    await createShareLink(page, { filterId });
    await createShareLink(page, {});
    await openShareLinks(page);

    await expect(row(page)).toHaveCount(2);
    await expect(page.getByTestId('share-links-table')).toHaveCount(0);
    const card = row(page).filter({ hasText: 'Frontend roles' });
    await expect(card.getByTestId('share-link-url')).toHaveText(/\/r\/s\/[\w-]+$/);
    await expect(card.getByTestId('security-public')).toBeVisible();
    await expect(card.getByTestId('link-mode')).toHaveText('Live');
    await expect(card.getByTestId('share-link-views')).toHaveText('0');

    // Every action sits inside the 390 px window, and the page does not scroll sideways.
    const actions = [
      card.getByRole('button', { name: 'Copy Link' }),
      card.getByRole('link', { name: 'View Resume' }),
      card.getByRole('button', { name: /^Actions for/ }),
    ];
    for (const action of actions) {
      await action.scrollIntoViewIfNeeded();
      const box = await action.boundingBox();
      expect(box, String(action)).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.height).toBeGreaterThanOrEqual(24); // a finger-sized target
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('share-links-390.png'), fullPage: true });

    // They work: Copy Link copies, the menu opens inside the window with the spec's items.
    await card.getByRole('button', { name: 'Copy Link' }).click();
    await expectToast(page, 'Link copied');
    await expect(card.getByTestId('copied-indicator')).toBeVisible();
    await card.getByRole('button', { name: /^Actions for/ }).click();
    const menu = page.getByRole('menu');
    for (const item of ['View Resume', 'Copy Link', 'Edit Security', 'Delete'])
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    const menuBox = await menu.boundingBox();
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('share-links-390-menu.png') });
    await menu.getByRole('menuitem', { name: 'Edit Security' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // From Tailwind's sm (640 px) up the table stays.
    await page.setViewportSize({ width: 640, height: 844 });
    await expect(page.getByTestId('share-links-table')).toBeVisible();
    await expect(row(page)).toHaveCount(2);
  });
});
