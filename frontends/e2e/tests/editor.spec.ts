import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { expectToast, grantPlan, seedResume, test, type ResumeSeed } from './support';

/**
 * The resume editor (spec 2.7, 2.4, 4, 5, 8): each test a new free user, whose resume is empty or filled through
 * the API with what the form tests enter. Texts are written out as the spec writes them.
 */

const section = (page: Page, id: string) => page.getByTestId(`section-${id}`);
const card = (page: Page, id: string, name: string) => section(page, id).getByRole('article', { name, exact: true });

async function cardOrder(page: Page, id: string): Promise<(string | null)[]> {
  return section(page, id)
    .getByRole('article')
    .evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));
}

async function addTag(scope: Locator, tag: string) {
  const input = scope.getByLabel('Tags', { exact: true }).and(scope.locator('input'));
  await input.fill(tag);
  await input.press('Enter');
}

/** Resolves once the page has not scrolled for five animation frames in a row. */
async function scrollStopped(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) done();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

async function fullPageScreenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
}

async function openEditor(page: Page) {
  await page.goto('/resume-editor');
  await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible({ timeout: 15_000 });
}

const SUMMARY = 'Engineer who turns analytical ideas into working software.';
const STAFF_ENGINEER = {
  title: 'Staff Engineer',
  company: 'Analytical Engines',
  location: 'London',
  startDate: '2021-03',
  current: true,
  description: 'Leads the platform team.\n- Shipped the difference engine\n- Mentored 5 engineers',
  tags: ['TypeScript', 'React'],
};
const RESEARCH_ASSISTANT = {
  title: 'Research Assistant',
  company: 'Babbage & Co',
  startDate: '2018-09',
  endDate: '2021-02',
};

/** The resume the form tests below enter (with the one experience the delete test leaves): where later tests start. */
const FILLED: ResumeSeed = {
  personal: {
    name: 'Ada Lovelace',
    title: 'Principal Engineer',
    phone: '+44 20 7946 0000',
    location: 'London, UK',
    linkedin: 'https://linkedin.com/in/ada',
    github: 'https://github.com/ada',
    website: 'https://ada.dev',
  },
  summary: SUMMARY,
  experiences: [STAFF_ENGINEER],
  education: [{ degree: 'BSc Mathematics', institution: 'University of London', startDate: '2014', gpa: '3.9' }],
  skills: [
    { category: 'Technical Skills', name: 'TypeScript', level: 5, order: 0 },
    { category: 'Technical Skills', name: 'React', level: 3, order: 1 },
    { category: 'Languages', name: 'French', level: 3, order: 0 },
  ],
  projects: [
    {
      name: 'Note G',
      year: '1843',
      url: 'https://example.com/note-g',
      description: 'The first published algorithm.',
      tags: ['Algorithms', 'Bernoulli'],
    },
  ],
  certifications: [
    { name: 'Certified Analyst', issuer: 'Royal Society', issueDate: '2022-05', expirationDate: '2027-05' },
  ],
};

async function openAdd(page: Page, noun: string): Promise<Locator> {
  await page
    .getByRole('button', { name: `Add ${noun}`, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Add ${noun}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('resume editor journey', () => {
  test.use({ signedInAs: 'free' });

  test('an empty resume: header, account sidebar, LinkedIn premium dialog, upgrade note', async ({ page }) => {
    await openEditor(page);
    // The load failure text first (spec 2.7), then the real page.
    await page.route('**/api/complete-resume', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.reload();
    await expect(page.getByTestId('resume-load-error')).toHaveText(
      /Error loading resume\s*There was a problem loading your resume data\. Please try again later\./,
    );
    await page.unroute('**/api/complete-resume');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible();
    await expect(page.getByTestId('resume-last-edited')).toHaveText(/^Last edited: /);
    await expect(page.getByText(/Resume ID: [\w-]{10,}/)).toBeVisible();

    const sidebar = page.getByTestId('account-sidebar');
    await expect(sidebar.getByTestId('plan-badge')).toHaveText('Free');
    await expect(sidebar.getByRole('link', { name: /My Resume/ })).toHaveAttribute('href', '/resume-editor');
    for (const locked of ['Resume Filters', 'Manage Share Links', 'Custom Template', 'LinkedIn Integration']) {
      await expect(sidebar.getByRole('link', { name: new RegExp(locked) })).toHaveAttribute('href', '/pricing');
    }
    const sidebarSections = page.getByRole('navigation', { name: 'Resume sections' });
    for (const label of [
      'Personal Information',
      'Professional Summary',
      'Work Experience',
      'Education',
      'Skills',
      'Projects',
      'Certifications',
    ]) {
      await expect(sidebarSections.getByRole('button', { name: label })).toBeVisible();
    }

    // No experience yet: Connect LinkedIn instead of Export PDF.
    await expect(page.getByRole('button', { name: 'Export PDF' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(
        'LinkedIn integration is a premium feature. Upgrade to Premium to connect your LinkedIn profile and automatically import your work experience, education, and skills.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
    await page.screenshot({ path: test.info().outputPath('linkedin-premium-dialog.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    const note = page.getByTestId('upgrade-note');
    await expect(note).toHaveText('Want your own custom template? Upgrade to Premium');
    await expect(note.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
    await fullPageScreenshot(page, 'editor-empty.png');
  });

  test('personal information and professional summary', async ({ page }) => {
    await openEditor(page);
    const personal = section(page, 'personal-info');
    await personal.getByRole('button', { name: 'Edit personal information' }).click();
    await personal.getByLabel('Full Name').fill('Ada Lovelace');
    await personal.getByLabel('Professional Title').fill('Principal Engineer');
    await personal.getByLabel('Phone').fill('+44 20 7946 0000');
    await personal.getByLabel('Location').fill('London, UK');
    await personal.getByLabel('LinkedIn').fill('https://linkedin.com/in/ada');
    await personal.getByLabel('GitHub').fill('https://github.com/ada');
    await personal.getByLabel('Website').fill('not a url');
    await personal.getByRole('button', { name: 'Save' }).click();
    // The DTO's rule, client side, in the form's own words.
    await expect(personal.getByText('Website must be a web address, for example https://example.com')).toBeVisible();
    await personal.getByLabel('Website').fill('https://ada.dev');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', 'Personal information updated');
    await expect(personal.getByText('Ada Lovelace')).toBeVisible();
    await expect(personal.getByText('https://github.com/ada')).toBeVisible();

    const summary = section(page, 'summary');
    await summary.getByRole('button', { name: 'Edit professional summary' }).click();
    const textarea = summary.getByRole('textbox', { name: 'Professional Summary' });
    await expect(textarea).toHaveAttribute('rows', '5');
    await textarea.fill('Engineer who turns analytical ideas into working software.');
    await summary.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', 'Professional summary updated');
    await expect(summary.getByText('Engineer who turns analytical ideas into working software.')).toBeVisible();

    // Cancel leaves the saved text alone.
    await summary.getByRole('button', { name: 'Edit professional summary' }).click();
    await summary.getByRole('textbox', { name: 'Professional Summary' }).fill('discarded');
    await summary.getByRole('button', { name: 'Cancel' }).click();
    await expect(summary.getByText('Engineer who turns analytical ideas into working software.')).toBeVisible();

    // Saved: the same after a reload (the later tests start from this resume put in through the API).
    await page.reload();
    await expect(personal.getByText('Ada Lovelace')).toBeVisible();
    await expect(personal.getByText('Principal Engineer')).toBeVisible();
    await expect(summary.getByText('Engineer who turns analytical ideas into working software.')).toBeVisible();
  });

  test('experience: required fields, tags, Current Position, two items, Export PDF appears', async ({ page }) => {
    test.slow(); // ends with a real PDF export
    await openEditor(page);
    let dialog = await openAdd(page, 'Experience');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Required fields missing', 'Please fill in all required fields.');
    await expect(dialog.getByLabel('Job Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Company')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Start Date')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Job Title').fill('Staff Engineer');
    await dialog.getByLabel('Company').fill('Analytical Engines');
    await dialog.getByLabel('Location').fill('London');
    await dialog.getByLabel('Start Date').fill('2021-03');
    await dialog.getByLabel('End Date').fill('2023-01');
    await dialog.getByLabel('Current Position').check();
    await expect(dialog.getByLabel('End Date')).toBeDisabled();
    await expect(dialog.getByLabel('End Date')).toHaveValue('');
    await dialog
      .getByLabel('Description')
      .fill('Leads the platform team.\n- Shipped the difference engine\n- Mentored 5 engineers');

    await addTag(dialog, '  TypeScript  ');
    await addTag(dialog, 'React');
    await addTag(dialog, '   '); // blank: ignored
    await addTag(dialog, 'react'); // duplicate, ignoring case
    await expectToast(page, 'Duplicate tag', 'This tag has already been added.');
    await addTag(dialog, 'Obsolete');
    await dialog.getByRole('button', { name: 'Remove tag Obsolete' }).click();
    const tags = dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem');
    await expect(tags).toHaveText(['TypeScript', 'React']);
    await page.screenshot({ path: test.info().outputPath('add-experience-dialog.png'), animations: 'disabled' });

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', 'Experience added');
    await expect(dialog).toHaveCount(0);

    const first = card(page, 'experience', 'Staff Engineer');
    await expect(first.getByText('Analytical Engines · London')).toBeVisible();
    await expect(first.getByText('Mar 2021 – Present')).toBeVisible();
    await expect(first.getByRole('listitem').filter({ hasText: 'Shipped the difference engine' })).toBeVisible();
    await expect(first.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['TypeScript', 'React']);

    // One experience: the header now offers Export PDF instead of Connect LinkedIn.
    await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect LinkedIn' })).toHaveCount(0);

    dialog = await openAdd(page, 'Experience');
    await dialog.getByLabel('Job Title').fill('Research Assistant');
    await dialog.getByLabel('Company').fill('Babbage & Co');
    await dialog.getByLabel('Start Date').fill('2018-09');
    // The server refuses an end before the start: the add-failure toast, the problem on the field.
    await dialog.getByLabel('End Date').fill('2017-01');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Error', 'Failed to add experience');
    await expect(dialog.getByText('The end date cannot be before the start date.')).toBeVisible();
    await dialog.getByLabel('End Date').fill('2021-02');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', 'Experience added');
    await expect(card(page, 'experience', 'Research Assistant').getByText('Sep 2018 – Feb 2021')).toBeVisible();
    expect(await cardOrder(page, 'experience')).toEqual(['Staff Engineer', 'Research Assistant']);

    // Saved: the same after a reload.
    await page.reload();
    await expect(card(page, 'experience', 'Staff Engineer').getByText('Mar 2021 – Present')).toBeVisible();
    await expect.poll(() => cardOrder(page, 'experience')).toEqual(['Staff Engineer', 'Research Assistant']);
    await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible();
  });

  test("Add Experience: the start date's problems in the form's own words, never an API field", async ({ page }) => {
    // Firefox and Safari have no month picker: their month field is a text box, where people type what they like.
    await page.addInitScript(() => {
      const type = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'type')!;
      const asText = (value: string) => (value === 'month' ? 'text' : value);
      Object.defineProperty(HTMLInputElement.prototype, 'type', {
        ...type,
        set(value: string) {
          type.set!.call(this, asText(value));
        },
      });
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name: string, value: string) {
        setAttribute.call(this, name, this instanceof HTMLInputElement && name === 'type' ? asText(value) : value);
      };
    });
    await openEditor(page);
    const dialog = await openAdd(page, 'Experience');
    await dialog.getByLabel('Job Title').fill('Staff Engineer');
    await dialog.getByLabel('Company').fill('Analytical Engines');
    const startDate = dialog.getByLabel('Start Date');
    await expect(startDate).toHaveAttribute('type', 'text');

    // Blank: the spec's required-fields words, under the field and in the toast.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Required fields missing', 'Please fill in all required fields.');
    await expect(startDate).toHaveAccessibleDescription('Please fill in all required fields.');

    // Not a month: the form's own label and an example, no API field name.
    await startDate.fill('Sometime in 2021');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(startDate).toHaveAccessibleDescription('Start date must be a month, for example March 2024');
    await expect(dialog).not.toContainText(/startDate|endDate|must be a string/);
    await page.screenshot({ path: test.info().outputPath('add-experience-start-date.png'), animations: 'disabled' });

    // The example the message gives is taken as written.
    await startDate.fill('March 2021');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', 'Experience added');
    await expect(card(page, 'experience', 'Staff Engineer').getByText('Mar 2021 – Present')).toBeVisible();
  });

  test('education, skills, project and certification', async ({ page }) => {
    test.slow(); // fifteen dialogs and a reload on a new account
    await openEditor(page);
    let dialog = await openAdd(page, 'Education');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Required fields missing', 'Please fill in all required fields.');
    await dialog.getByLabel('Degree').fill('BSc Mathematics');
    await dialog.getByLabel('Institution').fill('University of London');
    await dialog.getByLabel('Start Year').fill('2014');
    await dialog.getByLabel('GPA').fill('3.9');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', 'Education added');
    await expect(card(page, 'education', 'BSc Mathematics').getByText('2014 – Present · GPA 3.9')).toBeVisible();

    // Skills: both messages of the skill form, then two categories (one typed new).
    dialog = await openAdd(page, 'Skill');
    await dialog.getByRole('button', { name: 'Add Skill' }).click();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    await expect(dialog.getByText('Skill name is required')).toBeVisible();
    await expect(dialog.getByLabel('Level')).toHaveValue('3');
    await dialog.getByLabel('Category').fill('Technical Skills');
    await dialog.getByLabel('Skill Name').fill('TypeScript');
    await dialog.getByLabel('Level').selectOption('5');
    await dialog.getByRole('button', { name: 'Add Skill' }).click();
    await expectToast(page, 'Skill added');

    for (const [category, name] of [
      ['Technical Skills', 'React'],
      ['Languages', 'French'],
      ['Technical Skills', 'Cobol'],
    ]) {
      dialog = await openAdd(page, 'Skill');
      await dialog.getByLabel('Category').fill(category);
      await dialog.getByLabel('Skill Name').fill(name);
      await dialog.getByRole('button', { name: 'Add Skill' }).click();
      await expectToast(page, 'Skill added');
    }
    const skills = section(page, 'skills');
    await expect(skills.getByRole('list', { name: 'Technical Skills skills' }).getByTestId('skill-chip')).toHaveCount(
      3,
    );
    await expect(skills.getByRole('list', { name: 'Languages skills' }).getByTestId('skill-chip')).toHaveText([
      'French',
    ]);
    await expect(skills.getByRole('img', { name: 'Level 5 of 5' })).toHaveCount(1);

    // The delete button shows on hover and on keyboard focus; no confirmation.
    const cobol = skills.getByTestId('skill-chip').filter({ hasText: 'Cobol' });
    const remove = cobol.getByRole('button', { name: 'Delete skill Cobol' });
    await expect(remove).toHaveCSS('opacity', '0');
    await remove.focus();
    await expect(remove).toHaveCSS('opacity', '1');
    await remove.click();
    await expectToast(page, 'Skill deleted');
    await expect(skills.getByText('Cobol')).toHaveCount(0);

    dialog = await openAdd(page, 'Project');
    await dialog.getByLabel('Project Name').fill('Note G');
    await dialog.getByLabel('Year').fill('1843');
    await dialog.getByLabel('URL').fill('https://example.com/note-g');
    await expect(dialog.getByLabel('Description')).toHaveAttribute('rows', '4');
    await dialog.getByLabel('Description').fill('The first published algorithm.');
    await addTag(dialog, 'Algorithms');
    await addTag(dialog, 'Bernoulli');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', 'Project added');
    const project = card(page, 'projects', 'Note G');
    await expect(project.getByRole('link', { name: 'https://example.com/note-g' })).toBeVisible();
    await expect(project.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'Algorithms',
      'Bernoulli',
    ]);

    dialog = await openAdd(page, 'Certification');
    await dialog.getByLabel('Certification Name').fill('Certified Analyst');
    await dialog.getByRole('button', { name: 'Save' }).click(); // issuer missing
    await expectToast(page, 'Required fields missing', 'Please fill in all required fields.');
    await expect(dialog.getByLabel('Issuer')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Issuer').fill('Royal Society');
    await dialog.getByLabel('Issue Date').fill('2022-05');
    await dialog.getByLabel('Expiration Date').fill('2027-05');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', 'Certification added');
    await expect(
      card(page, 'certifications', 'Certified Analyst').getByText('Issued May 2022 · Expires May 2027'),
    ).toBeVisible();

    // Saved: the same after a reload.
    await page.reload();
    await expect(card(page, 'education', 'BSc Mathematics')).toBeVisible();
    await expect(section(page, 'skills').getByTestId('skill-chip')).toHaveText(['French', 'TypeScript', 'React']);
    await expect(card(page, 'projects', 'Note G')).toBeVisible();
    await expect(card(page, 'certifications', 'Certified Analyst')).toBeVisible();
  });

  test('edit, reorder (kept after reload) and delete with confirmation', async ({ page }) => {
    test.slow(); // ends with a real PDF export
    await seedResume(page, { experiences: [STAFF_ENGINEER, RESEARCH_ASSISTANT] });
    await openEditor(page);
    const research = card(page, 'experience', 'Research Assistant');
    await research.getByRole('button', { name: 'Edit Research Assistant' }).click();
    const form = section(page, 'experience').getByTestId('experience-form');
    await form.getByLabel('Job Title').fill('Senior Research Assistant');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Experience updated');
    await expect(card(page, 'experience', 'Senior Research Assistant')).toBeVisible();

    // An edit with a required field cleared is refused.
    await card(page, 'experience', 'Staff Engineer').getByRole('button', { name: 'Edit Staff Engineer' }).click();
    await form.getByLabel('Company').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Required fields missing', 'Please fill in all required fields.');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByRole('button', { name: 'Move Staff Engineer up' })).toBeDisabled();
    // A failed reorder goes back to the old order and says so.
    await page.route('**/api/experiences/order', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } }),
    );
    await page.getByRole('button', { name: 'Move Senior Research Assistant up' }).click();
    await expectToast(page, 'Failed to save', 'There was an error saving your experience.');
    expect(await cardOrder(page, 'experience')).toEqual(['Staff Engineer', 'Senior Research Assistant']);
    await page.unroute('**/api/experiences/order');

    await page.getByRole('button', { name: 'Move Senior Research Assistant up' }).click();
    await expect.poll(() => cardOrder(page, 'experience')).toEqual(['Senior Research Assistant', 'Staff Engineer']);
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect.poll(() => cardOrder(page, 'experience')).toEqual(['Senior Research Assistant', 'Staff Engineer']);

    // Delete: Cancel keeps it, Delete removes it. The text is the spec's.
    await card(page, 'experience', 'Senior Research Assistant')
      .getByRole('button', { name: 'Delete Senior Research Assistant' })
      .click();
    let confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByText(
        'Are you sure you want to delete the experience at Babbage & Co? This action cannot be undone.',
        { exact: true },
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await card(page, 'experience', 'Senior Research Assistant')
      .getByRole('button', { name: 'Delete Senior Research Assistant' })
      .click();
    confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Experience deleted');
    expect(await cardOrder(page, 'experience')).toEqual(['Staff Engineer']);

    // Export PDF opens the export dialog (export.spec.ts covers it in full); Export answers with a toast.
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export PDF' });
    await expect(exportDialog.getByRole('tab', { name: 'Filters' })).toHaveAttribute('aria-selected', 'true');
    await exportDialog.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText(/Export Failed|PDF Generated/, { timeout: 60_000 });
    if (await exportDialog.isVisible()) await exportDialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('the side navigation scrolls to a section with a 100 px offset and marks it active', async ({ page }) => {
    await seedResume(page, FILLED);
    await openEditor(page);
    const nav = page.getByRole('navigation', { name: 'Section navigation' }).last();
    await nav.getByRole('button', { name: 'Education' }).click();
    await expect(nav.getByRole('button', { name: 'Education' })).toHaveAttribute('aria-current', 'true');
    // Smooth scrolling ends with the section's top 100 px below the viewport's top.
    await expect
      .poll(async () => Math.abs((await section(page, 'education').boundingBox())!.y - 100), { timeout: 5000 })
      .toBeLessThanOrEqual(2);

    // The sidebar's list switches the active section too, without navigation.
    const url = page.url();
    await page.getByRole('navigation', { name: 'Resume sections' }).getByRole('button', { name: 'Skills' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Resume sections' }).getByRole('button', { name: 'Skills' }),
    ).toHaveAttribute('aria-current', 'true');
    expect(page.url()).toBe(url);

    // Scrolling without the navigation moves the mark to the section being read: back to the top, then to Projects.
    // First the chosen section's own smooth scroll ends (within 2 px it may still be easing: wait for it to stop, or
    // the rest of that scroll lands on top of the wheel's), then the wheel turns over the resume itself.
    await expect
      .poll(async () => Math.abs((await section(page, 'skills').boundingBox())!.y - 100), { timeout: 5000 })
      .toBeLessThanOrEqual(2);
    await scrollStopped(page);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -20_000);
    await expect(nav.getByRole('button', { name: 'Personal Information' })).toHaveAttribute('aria-current', 'true');
    await page.evaluate(() => {
      const projects = document.getElementById('section-projects')!;
      window.scrollTo({ top: projects.getBoundingClientRect().top + window.scrollY - 60, behavior: 'instant' });
    });
    await expect(nav.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('button', { name: 'Skills' })).not.toHaveAttribute('aria-current', 'true');
  });

  test('after a reload everything is saved', async ({ page }) => {
    await seedResume(page, FILLED);
    await openEditor(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible();
    await expect(section(page, 'personal-info').getByText('Ada Lovelace')).toBeVisible();
    await expect(section(page, 'personal-info').getByText('Principal Engineer')).toBeVisible();
    await expect(
      section(page, 'summary').getByText('Engineer who turns analytical ideas into working software.'),
    ).toBeVisible();
    await expect(card(page, 'experience', 'Staff Engineer').getByText('Mar 2021 – Present')).toBeVisible();
    await expect(card(page, 'education', 'BSc Mathematics')).toBeVisible();
    await expect(section(page, 'skills').getByTestId('skill-chip')).toHaveText(['French', 'TypeScript', 'React']);
    await expect(card(page, 'projects', 'Note G')).toBeVisible();
    await expect(card(page, 'certifications', 'Certified Analyst')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible();
    await fullPageScreenshot(page, 'editor-filled.png');
  });

  test('JSON Resume: export downloads resume.json, import replaces the content after confirmation', async ({
    page,
  }) => {
    await seedResume(page, FILLED);
    await openEditor(page);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON Resume' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('resume.json');
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(exported.basics.name).toBe('Ada Lovelace');
    expect(exported.work.map((w: { position: string }) => w.position)).toEqual(['Staff Engineer']);
    expect(exported.skills.map((s: { name: string }) => s.name)).toEqual(['Languages', 'Technical Skills']);

    // A file that is not JSON never reaches the server.
    const notJson = test.info().outputPath('not-json.json');
    writeFileSync(notJson, 'this is not json');
    await page.getByTestId('json-resume-file').setInputFiles(notJson);
    await expectToast(page, 'Import failed', 'This file is not a valid JSON Resume document.');

    // The server's problems are listed in the dialog.
    const invalid = test.info().outputPath('invalid.json');
    writeFileSync(invalid, JSON.stringify({ work: [{ position: 'No company', startDate: 'yesterday' }] }));
    await page.getByTestId('json-resume-file').setInputFiles(invalid);
    let dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Replace my resume' }).click();
    await expect(dialog.getByTestId('import-problems')).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Import failed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page, 'experience', 'Staff Engineer')).toBeVisible(); // nothing replaced

    const file = test.info().outputPath('import.json');
    const replacement = {
      ...exported,
      basics: { ...exported.basics, name: 'Grace Hopper', email: 'ignored@example.com', summary: 'Imported summary.' },
      work: [
        { name: 'US Navy', position: 'Rear Admiral', startDate: '1943-12', summary: '- Wrote the first compiler' },
      ],
      projects: [],
    };
    writeFileSync(file, JSON.stringify(replacement));
    await page.getByTestId('json-resume-file').setInputFiles(file);
    dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByText(/replaces all sections of your resume .* except your e-mail address and username/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Replace my resume' }).click();
    await expectToast(page, 'Success', 'Your resume was imported from the JSON Resume file.');
    await expect(card(page, 'experience', 'Rear Admiral')).toBeVisible();
    await expect(card(page, 'experience', 'Staff Engineer')).toHaveCount(0);
    await expect(section(page, 'personal-info').getByText('Grace Hopper')).toBeVisible();
    await expect(section(page, 'summary').getByText('Imported summary.')).toBeVisible();
    await expect(section(page, 'projects').getByRole('article')).toHaveCount(0);
    await expect(section(page, 'personal-info').getByText('ignored@example.com')).toHaveCount(0);

    await page.reload();
    await expect(card(page, 'experience', 'Rear Admiral')).toBeVisible();
    await expect(section(page, 'skills').getByTestId('skill-chip')).toHaveText(['French', 'TypeScript', 'React']);
    await fullPageScreenshot(page, 'editor-imported.png');
  });

  test('premium: the sidebar unlocks, no upgrade note, Connect LinkedIn starts the connect flow', async ({ page }) => {
    await seedResume(page, {
      experiences: [{ title: 'Rear Admiral', company: 'US Navy', startDate: '1943-12', current: true }],
    });
    await openEditor(page);
    await grantPlan(page, 'premium');
    const sidebar = page.getByTestId('account-sidebar');
    await expect(sidebar.getByTestId('plan-badge')).toHaveText('Premium');
    await expect(sidebar.getByRole('link', { name: 'Resume Filters' })).toHaveAttribute('href', '/filters');
    await expect(sidebar.getByRole('link', { name: 'LinkedIn Integration' })).toHaveAttribute(
      'href',
      '/profile?tab=linkedin',
    );
    await expect(sidebar.getByTestId('lock-icon')).toHaveCount(0);
    await expect(page.getByTestId('upgrade-note')).toHaveCount(0);

    // Without experiences the header offers Connect LinkedIn again; with paid access it starts the connect flow (the
    // journeys' server has no LinkedIn app, so that is the development simulation; linkedin.spec.ts follows it through).
    await card(page, 'experience', 'Rear Admiral').getByRole('button', { name: 'Delete Rear Admiral' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByText('Are you sure you want to delete the experience at US Navy? This action cannot be undone.', {
        exact: true,
      }),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Experience deleted');
    const connect = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/dev-connect-linkedin');
    await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
    await connect;
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
