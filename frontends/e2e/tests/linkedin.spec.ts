import { expect, type Page } from '@playwright/test';
import AdmZip from 'adm-zip';
import { expectToast, seedResume, test } from './support';

/**
 * LinkedIn (spec 2.7, 2.13, 5, 7, 8; issue 13). The journeys run without LINKEDIN_CLIENT_ID outside production, so
 * Connect is the development simulation: 'Development Mode', then 'LinkedIn Connected' and the sample profile in the
 * resume. The data export is built here as LinkedIn writes it (backend/test/support/linkedin-export.ts has the
 * layout) and uploaded from the profile; a free user may import it but not connect.
 */

const section = (page: Page, id: string) => page.getByTestId(`section-${id}`);
const article = (page: Page, id: string, name: string) => section(page, id).getByRole('article', { name, exact: true });
const linkedInCard = (page: Page) => page.getByTestId('linkedin-card');

/** A CSV as LinkedIn writes it: every field quoted, CRLF line ends. */
function csv(header: string[], rows: string[][]): string {
  const line = (fields: string[]) => fields.map((f) => `"${f.replace(/"/g, '""')}"`).join(',');
  return [line(header), ...rows.map(line)].join('\r\n') + '\r\n';
}

function exportZip(files: Record<string, string>): Buffer {
  const zip = new AdmZip();
  for (const [name, text] of Object.entries(files)) zip.addFile(name, Buffer.from(text, 'utf8'));
  return zip.toBuffer();
}

const POSITIONS = ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'];
const EDUCATION = ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'];

async function expectTheSampleProfile(page: Page) {
  await expect(article(page, 'experience', 'Senior Software Engineer')).toContainText('Northwind Traders');
  await expect(article(page, 'experience', 'Software Engineer')).toContainText('Contoso Ltd');
  await expect(article(page, 'education', 'B.Sc. Computer Science')).toContainText('Technical University of Munich');
  await expect(section(page, 'skills').getByTestId('skill-chip')).toHaveText([
    'TypeScript',
    'Node.js',
    'System Design',
  ]);
}

test.describe('premium: connect in development mode', () => {
  test.use({ signedInAs: 'premium' });

  test("the editor's Connect LinkedIn imports the sample profile, and the header offers Export PDF", async ({
    page,
  }) => {
    await page.goto('/resume-editor');
    await expect(page.getByRole('button', { name: 'Export PDF' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Connect LinkedIn' }).click();

    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Development Mode');
    await expect(toast).toContainText('LinkedIn Connected');
    await expectToast(page, 'LinkedIn Connected');

    await expectTheSampleProfile(page);
    await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect LinkedIn' })).toHaveCount(0);

    await page.goto('/profile?tab=linkedin');
    await expect(linkedInCard(page)).toContainText('Connected to LinkedIn');
  });

  test('the profile card connects, syncs and disconnects; /profile?tab=linkedin scrolls to it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/profile?tab=linkedin');
    const card = linkedInCard(page);
    await expect(card.getByRole('heading', { name: 'LinkedIn Integration' })).toBeInViewport();
    await expect(card).toContainText('Not connected');
    await expect(card).toContainText('import your experience, education and skills');

    await card.getByRole('button', { name: 'Connect LinkedIn' }).click();
    await expect(page.getByTestId('toast')).toContainText('Development Mode');
    await expect(page.getByTestId('toast')).toContainText('LinkedIn Connected');
    await expectToast(page, 'LinkedIn Connected');
    await expect(card).toContainText('Connected to LinkedIn');
    // The simulated member's name filled the empty name of the new account.
    await expect(page.getByTestId('user-info-card')).toContainText('Alex Morgan');

    await card.getByRole('button', { name: 'Sync Profile' }).click();
    await expectToast(page, 'LinkedIn Profile Synced');

    await card.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disconnect LinkedIn?' });
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await expectToast(page, 'LinkedIn Disconnected');
    await expect(card).toContainText('Not connected');
    await expect(card.getByRole('button', { name: 'Connect LinkedIn' })).toBeVisible();
  });
});

test.describe('free: the data export, and no connect', () => {
  test.use({ signedInAs: 'free' });

  test('upload an export, read the preview, import, and find the items in the editor', async ({ page }) => {
    await page.goto('/resume-editor');
    await seedResume(page, {
      experiences: [{ title: 'Programmer', company: 'Difference Works', startDate: '2016-03', endDate: '2019-12' }],
    });
    const zip = exportZip({
      'Positions.csv': csv(POSITIONS, [
        ['Analytical Engines Ltd', 'Lead Programmer', 'Wrote the Bernoulli program.', 'London', 'Jan 2020', ''],
        ['Difference Works', 'Programmer', 'Tables and notes.', 'London', 'Mar 2016', 'Dec 2019'],
        ['Looms & Co', 'Intern', '', '', 'someday', ''],
      ]),
      'Education.csv': csv(EDUCATION, [['University of London', '2010', '2014', '', 'B.Sc. Mathematics', '']]),
      'Skills.csv': csv(['Name'], [['Mathematics'], ['Algorithms'], ['Algorithms']]),
      'Connections.csv': csv(['First Name', 'Last Name'], [['Charles', 'Babbage']]),
    });

    await page.goto('/profile?tab=linkedin');
    await page.getByTestId('linkedin-export-file').setInputFiles({
      name: 'Basic_LinkedInDataExport.zip',
      mimeType: 'application/zip',
      buffer: zip,
    });

    const preview = page.getByTestId('linkedin-export-preview');
    await expect(preview).toContainText('Read from the export: Positions.csv, Education.csv, Skills.csv.');
    const experience = preview.getByRole('region', { name: 'Experience' });
    await expect(experience).toContainText('Will be added (1)Lead Programmer at Analytical Engines Ltd');
    await expect(experience).toContainText('Already in your resume (1)Programmer at Difference Works');
    await expect(experience).toContainText('Skipped (1)');
    await expect(experience).toContainText('(Positions.csv, row 3): the date in Started On could not be read');
    await expect(preview.getByRole('region', { name: 'Education' })).toContainText(
      'Will be added (1)B.Sc. Mathematics, University of London',
    );
    const skills = preview.getByRole('region', { name: 'Skills' });
    await expect(skills).toContainText('Will be added (2)MathematicsAlgorithms');
    await expect(skills).toContainText('Algorithms (Skills.csv, row 3): it appears twice in the export');
    await page.screenshot({ path: test.info().outputPath('linkedin-export-preview.png') });

    await preview.getByRole('button', { name: 'Import' }).click();
    await expectToast(page, 'LinkedIn Export Imported', 'Added 1 experience, 1 education entry and 2 skills.');
    await expect(preview).toHaveCount(0);

    await page.goto('/resume-editor');
    await expect(article(page, 'experience', 'Lead Programmer')).toContainText('Analytical Engines Ltd');
    await expect(article(page, 'experience', 'Programmer')).toHaveCount(1);
    await expect(section(page, 'experience').getByRole('article')).toHaveCount(2);
    await expect(article(page, 'education', 'B.Sc. Mathematics')).toContainText('University of London');
    await expect(section(page, 'skills').getByTestId('skill-chip')).toHaveText(['Mathematics', 'Algorithms']);
  });

  test('Connect LinkedIn opens the premium dialog, on the profile and in the editor', async ({ page }) => {
    const text =
      'LinkedIn integration is a premium feature. Upgrade to Premium to connect your LinkedIn profile and automatically import your work experience, education, and skills.';

    await page.goto('/profile?tab=linkedin');
    await linkedInCard(page).getByRole('button', { name: 'Connect LinkedIn' }).click();
    const dialog = page.getByTestId('premium-required-dialog');
    await expect(dialog).toContainText('Premium Feature');
    await expect(dialog).toContainText(text);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(linkedInCard(page)).toContainText('Not connected');

    await page.goto('/resume-editor');
    await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
    await expect(dialog).toContainText(text);
    await dialog.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
