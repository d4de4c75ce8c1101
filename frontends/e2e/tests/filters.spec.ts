import { expect, type Locator, type Page } from '@playwright/test';
import { createFilter, seedResume, test } from './support';

/**
 * Resume filters (spec 2.10, 5, 8) and the owner's tailored preview /resume?filter= (spec 2.1, 2.8): a free user
 * (Premium Feature), then premium users, each test its own, with the tagged items and the filter it needs put in
 * through the API: create a filter from tags, preview it, edit it, delete it.
 */

const PREMIUM_TEXT =
  'This feature is only available for Premium subscribers. Upgrade now to access all premium features including filters, custom templates, and more.';

/** Asserts the one visible toast (limit 1), then closes it so the next assertion cannot see a stale one. */
async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
  await toast.locator('button[toast-close]').dispatchEvent('click');
  await expect(toast).toHaveCount(0);
}

async function expectPremiumDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
  await expect(dialog.getByText(PREMIUM_TEXT)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
}

const filterCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const tagChip = (scope: Locator, tag: string) => scope.getByRole('button', { name: tag, exact: true });

/** Tags react and TypeScript (Frontend Developer, Design System), leadership (Team Lead); Barista has none. */
async function seedTaggedItems(page: Page) {
  await seedResume(page, {
    experiences: [
      {
        title: 'Frontend Developer',
        company: 'Acme',
        startDate: '2021-01',
        current: true,
        tags: ['react', 'TypeScript'],
      },
      { title: 'Team Lead', company: 'Globex', startDate: '2018-03', endDate: '2020-12', tags: ['leadership'] },
      { title: 'Barista', company: 'Coffee Co', startDate: '2015-01', endDate: '2016-01' },
    ],
    projects: [{ name: 'Design System', year: '2023', tags: ['react'] }],
  });
}

async function openFilters(page: Page) {
  await page.goto('/filters');
  await expect(page.getByRole('heading', { name: 'Resume Filters', level: 1 })).toBeVisible({ timeout: 15_000 });
}

test('/resume without a filter is the default page', async ({ page }) => {
  await page.goto('/resume');
  await expect(page.getByRole('heading', { level: 1, name: /tailored for every job/ })).toBeVisible();
});

test('a visitor who is not signed in is sent to sign in from a filter preview', async ({ page }) => {
  await page.goto('/resume?filter=some-filter');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fresume%3Ffilter%3Dsome-filter$/);
});

test.describe('resume filters journey (free plan)', () => {
  test.use({ signedInAs: 'free', viewport: { width: 1440, height: 1000 } });

  test('free plan: /filters and a preview show the Premium Feature dialog', async ({ page }) => {
    await page.goto('/filters');
    await expectPremiumDialog(page);
    await expect(page.getByTestId('share-manager-root')).toHaveCount(0);

    // The preview is owner-only and gated on the server: 403 PREMIUM_REQUIRED.
    await page.goto('/resume?filter=any-filter');
    await expectPremiumDialog(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('resume filters journey (premium)', () => {
  test.use({ signedInAs: 'premium', viewport: { width: 1440, height: 1000 } });

  test('premium, no tags yet: the empty state and the no-tags hint', async ({ page }) => {
    await openFilters(page);
    const empty = page.getByTestId('filters-empty');
    await expect(empty).toContainText('No filters yet');
    await expect(empty.getByRole('link', { name: 'resume editor' })).toHaveAttribute('href', '/resume-editor');

    await page.getByRole('button', { name: 'New Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Filter' });
    await expect(dialog.getByTestId('no-tags-hint')).toContainText('You have no tags yet');
    await expect(dialog.getByRole('button', { name: 'Create Filter' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('create a filter from the sorted tags of experiences and projects', async ({ page }) => {
    await seedTaggedItems(page);
    await openFilters(page);
    await expect(
      page.getByTestId('filters-empty').getByRole('button', { name: 'Create your first filter' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'New Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Filter' });
    const options = dialog.getByTestId('tag-options').getByRole('button');
    await expect(options).toHaveText(['leadership', 'react', 'TypeScript']);

    const create = dialog.getByRole('button', { name: 'Create Filter' });
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Filter name').fill('   ');
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Filter name').fill('Frontend Roles');
    await expect(create).toBeEnabled();

    // Chips toggle: a tag is in or out, never twice.
    const react = tagChip(dialog, 'react');
    await react.click();
    await expect(react).toHaveAttribute('aria-pressed', 'true');
    await react.click();
    await expect(react).toHaveAttribute('aria-pressed', 'false');
    await react.click();
    await tagChip(dialog, 'TypeScript').click();
    await expect(dialog.getByText('2 selected.')).toBeVisible();

    await create.click();
    await expectToast(page, 'Filter created');
    await expect(dialog).toHaveCount(0);
    const card = filterCard(page, 'Frontend Roles');
    await expect(card.getByRole('listitem')).toHaveText(['react', 'TypeScript']);
    await expect(card.getByRole('link', { name: 'Preview Frontend Roles' })).toHaveAttribute(
      'href',
      /^\/resume\?filter=.+/,
    );
  });

  test('the private preview shows only the tagged items, with the banner', async ({ page }) => {
    await seedTaggedItems(page);
    await createFilter(page, { name: 'Frontend Roles', tags: ['react', 'TypeScript'] });
    await openFilters(page);
    const user = (await (await page.request.get('/api/user')).json()) as { username: string };
    await filterCard(page, 'Frontend Roles').getByRole('link', { name: 'Preview Frontend Roles' }).click();
    await expect(page).toHaveURL(/\/resume\?filter=/);

    const banner = page.locator('[data-filter-banner]');
    await expect(banner).toContainText('Frontend Roles');
    await expect(banner).toContainText('react, TypeScript');
    await expect(banner).toContainText('This resume has been filtered to highlight specific skills and experiences');
    await expect(banner.getByRole('link', { name: 'View Full Resume' })).toHaveAttribute('href', `/r/${user.username}`);

    const resume = page.getByTestId('resume-page');
    await expect(resume.getByText('Frontend Developer')).toBeVisible();
    await expect(resume.getByText('Design System')).toBeVisible();
    await expect(resume.getByText('Team Lead')).toHaveCount(0);
    await expect(resume.getByText('Barista')).toHaveCount(0);
  });

  test('edit through /filters?edit={id}: prefilled, renamed, another tag', async ({ page }) => {
    await seedTaggedItems(page);
    const id = await createFilter(page, { name: 'Frontend Roles', tags: ['react', 'TypeScript'] });
    await page.goto(`/filters?edit=${encodeURIComponent(id)}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Filter' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/filters$/);
    await expect(dialog.getByLabel('Filter name')).toHaveValue('Frontend Roles');
    await expect(tagChip(dialog, 'react')).toHaveAttribute('aria-pressed', 'true');
    await expect(tagChip(dialog, 'TypeScript')).toHaveAttribute('aria-pressed', 'true');
    await expect(tagChip(dialog, 'leadership')).toHaveAttribute('aria-pressed', 'false');

    const save = dialog.getByRole('button', { name: 'Save Changes' });
    await dialog.getByLabel('Filter name').fill('');
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Filter name').fill('Frontend Lead');
    await tagChip(dialog, 'leadership').click();
    await save.click();
    await expectToast(page, 'Filter updated');
    await expect(filterCard(page, 'Frontend Lead').getByRole('listitem')).toHaveText([
      'react',
      'TypeScript',
      'leadership',
    ]);
    await expect(filterCard(page, 'Frontend Roles')).toHaveCount(0);

    await filterCard(page, 'Frontend Lead').getByRole('link', { name: 'Preview Frontend Lead' }).click();
    const resume = page.getByTestId('resume-page');
    await expect(resume.getByText('Team Lead')).toBeVisible();
    await expect(resume.getByText('Barista')).toHaveCount(0);
  });

  test('delete asks first; Cancel keeps the filter, Delete removes it', async ({ page }) => {
    await seedTaggedItems(page);
    const id = await createFilter(page, { name: 'Frontend Lead', tags: ['react', 'TypeScript', 'leadership'] });
    const previewUrl = `/resume?filter=${encodeURIComponent(id)}`;
    await page.goto('/filters');
    const card = filterCard(page, 'Frontend Lead');
    await card.getByRole('button', { name: 'Delete Frontend Lead' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Filter' });
    await expect(confirm).toContainText('Frontend Lead');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete Frontend Lead' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Filter' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Filter deleted');
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('filters-empty')).toBeVisible();

    // The deleted filter's preview is gone.
    await page.goto(previewUrl);
    const notAvailable = page.getByTestId('resume-not-available');
    await expect(notAvailable.getByRole('heading', { name: 'Resume Not Available' })).toBeVisible();
    await expect(notAvailable).toContainText("The resume you're looking for doesn't exist or is not accessible.");
    await notAvailable.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/share and /share-links open from the same remote', async ({ page }) => {
    for (const [path, title] of [
      ['/share', 'Share Your Resume'],
      ['/share-links', 'Manage Share Links'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 15_000 });
    }
    await expect(page.getByText('No Share Links Yet')).toBeVisible();
  });
});
