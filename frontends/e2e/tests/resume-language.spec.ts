import { expect, test } from '@playwright/test';
import { expectToast, seedResume, signIn, uniqueEmail } from './support';

/**
 * A language per resume in Chromium (issue 27 point 2, docs/decisions/0047-resume-language.md): a person whose browser
 * speaks German signs up and their resume is German; the editor's language card lists each language by its own
 * name; the public page is <html lang="de"> with German headings and dates; a renamed heading shows; switching the
 * card to English turns the page English. The pages' screenshots are kept with the test's output.
 */
test.use({ locale: 'de-DE' });

test('a German browser gets a German resume, changed and renamed in the editor', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, uniqueEmail('sprache'));
  await seedResume(page, {
    personal: { name: 'Grete Weber', title: 'Ingenieurin' },
    summary: 'Baut verlässliche Systeme.',
    experiences: [{ title: 'Entwicklerin', company: 'Bahn AG', startDate: '2019-03', current: true }],
    education: [{ degree: 'M.Sc. Informatik', institution: 'TU Berlin', startDate: '2014', endDate: '2016' }],
  });
  const username = ((await (await page.request.get('/api/user')).json()) as { username: string }).username;

  await page.goto('/resume-editor');
  const card = page.getByTestId('resume-language');
  const select = card.getByRole('combobox', { name: 'Language' });
  await expect(select).toBeVisible({ timeout: 30_000 });
  await expect(select).toHaveValue('de');
  await expect(select.locator('option[value="de"]')).toHaveText('Deutsch');
  await expect(select.locator('option[value="ja"]')).toHaveText('日本語');

  const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await visitor.goto(`/r/${username}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
  await expect(visitor.getByRole('heading', { level: 2, name: 'Berufserfahrung' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Ausbildung' })).toBeVisible();
  await expect(visitor.getByText('Bahn AG · März 2019 – heute')).toBeVisible();
  await visitor.screenshot({ path: test.info().outputPath('public-page-de.png'), fullPage: true });

  // A heading of the person's own words beats the catalogue's.
  await card.getByText('Section headings', { exact: true }).click();
  const education = card.getByTestId('section-heading-education');
  await expect(education).toHaveAttribute('placeholder', 'Ausbildung');
  await education.fill('Studium');
  await card.getByRole('button', { name: 'Save headings' }).click();
  // The app speaks the browser's German, its toasts too (the resume's language is the resume's own).
  await expectToast(page, 'Erfolgreich', 'Abschnittsüberschriften aktualisiert');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Studium' })).toBeVisible();

  // English from the card: the page follows, the rename stays.
  await select.selectOption('en');
  await expectToast(page, 'Erfolgreich', 'Ihr Lebenslauf ist jetzt auf Englisch.');
  await visitor.reload();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  await expect(visitor.getByRole('heading', { level: 2, name: 'Work Experience' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Studium' })).toBeVisible();
  await expect(visitor.getByText('Bahn AG · Mar 2019 – Present')).toBeVisible();
  await visitor.screenshot({ path: test.info().outputPath('public-page-en.png'), fullPage: true });
});
