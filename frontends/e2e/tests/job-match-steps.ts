import { expect, type Page } from '@playwright/test';
import { BACKEND_POSTING, seedResume } from './support';

/**
 * The steps of 'Match a job' that more than one journey takes (job-match.spec.ts, application-journey.spec.ts):
 * a resume that BACKEND_POSTING matches at 81 %, and the dialog with that posting matched.
 */

/** Go and Kubernetes as tags of PayCo (PostgreSQL only in its description), Terraform and AWS in a project. */
export async function seedBackendEngineer(page: Page): Promise<void> {
  await seedResume(page, {
    experiences: [
      {
        title: 'Senior Engineer',
        company: 'PayCo',
        startDate: '2021-01',
        current: true,
        description: 'Moved the ledger to PostgreSQL',
        tags: ['Go', 'Kubernetes'],
      },
      { title: 'Support Agent', company: 'HelpCo', startDate: '2015-01', endDate: '2017-02', tags: ['Support'] },
    ],
    projects: [
      { name: 'Homelab', description: 'Terraform modules for a small AWS account.', tags: ['Infrastructure'] },
    ],
  });
}

/** Opens 'Match a job' in the editor, pastes BACKEND_POSTING and matches it; returns the dialog showing 81 %. */
export async function matchPosting(page: Page) {
  await page.goto('/resume-editor');
  await expect(page.getByTestId('resume-header-card')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Match a job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Match a job posting' });
  await dialog.getByLabel('Job posting').fill(BACKEND_POSTING);
  await dialog.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(dialog.getByTestId('job-match-score')).toContainText('81 %');
  return dialog;
}
