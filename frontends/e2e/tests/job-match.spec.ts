import { expect } from '@playwright/test';
import { matchPosting, seedBackendEngineer } from './job-match-steps';
import { expectToast, test } from './support';

/**
 * 'Match a job' in the editor (issue 28 point 1, docs/decisions/0051-job-match.md): paste a posting, see the score
 * with its formula, the terms found and where, the missing ones and the suggested tags; 'Create filter for this
 * job' makes the filter (premium) or opens the Premium Feature dialog (free).
 */

// Below Tailwind's xl the editor's live preview stays behind its toggle: these journeys print no PDF, which on a busy
// machine took longer than the match itself.
test.use({ viewport: { width: 1200, height: 900 } });

test.describe('premium', () => {
  test.use({ signedInAs: 'premium' });

  test('pastes a posting, sees the score, the terms and where, and creates the filter for this job', async ({
    page,
  }) => {
    test.slow(); // a new premium account, the editor, a match, a filter and /filters
    await seedBackendEngineer(page);
    const dialog = await matchPosting(page);

    await dialog.getByText('How the score is counted').click();
    await expect(dialog.getByTestId('job-match-formula')).toHaveText(
      '(3×4 + 2×0 + 1×1) / (3×4 + 2×1 + 1×2) = 13 / 16 = 81 %',
    );
    const found = dialog.getByTestId('job-match-found');
    await expect(found.getByRole('listitem').filter({ hasText: 'PostgreSQL' })).toContainText(
      'Work Experience · Senior Engineer, PayCo · description',
    );
    await expect(found.getByRole('listitem').filter({ hasText: 'Terraform' }).first()).toContainText('Preferred ×1');
    await expect(dialog.getByTestId('job-match-missing')).toContainText('Apache Kafka');
    await expect(dialog.getByTestId('job-match-missing')).toContainText('Backend');
    const tags = dialog.getByTestId('job-match-tags');
    await expect(tags.getByRole('listitem')).toHaveText([/^Go/, /^Infrastructure/]);
    await expect(dialog.getByLabel('Filter name')).toHaveValue('Senior Backend Engineer – Payments');
    await page.screenshot({ path: test.info().outputPath('job-match.png'), fullPage: true });

    await dialog.getByRole('button', { name: 'Create filter for this job' }).click();
    await expectToast(
      page,
      'Filter created',
      '"Senior Backend Engineer – Payments" shows the items tagged Go, Infrastructure.',
    );

    await page.goto('/filters');
    const card = page.getByRole('article', { name: 'Senior Backend Engineer – Payments', exact: true });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText('Go');
    await expect(card).toContainText('Infrastructure');
  });

  test('says what is wrong with an empty posting without sending it', async ({ page }) => {
    test.slow(); // a new premium account and the editor
    await page.goto('/resume-editor');
    await page.getByRole('button', { name: 'Match a job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Match a job posting' });
    await dialog.getByRole('button', { name: 'Match', exact: true }).click();
    await expect(dialog.getByText('Paste the text of a job posting to match it with your resume.')).toBeVisible();
    await expect(dialog.getByTestId('job-match-result')).toHaveCount(0);
  });
});

test.describe('free', () => {
  test.use({ signedInAs: 'free' });

  test('matches, and the filter button leads to the Premium Feature dialog', async ({ page }) => {
    test.slow(); // a new account, the editor and a match
    await seedBackendEngineer(page);
    const dialog = await matchPosting(page);
    await dialog.getByRole('button', { name: 'Create filter for this job' }).click();
    const premium = page.getByTestId('premium-required-dialog');
    await expect(premium.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
    await expect(premium).toContainText('Filters are a premium feature.');
    await expect(premium.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  });
});
