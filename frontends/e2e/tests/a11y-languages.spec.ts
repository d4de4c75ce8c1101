import { expect, type Page } from '@playwright/test';
import { a11yReport, a11yViolations } from './axe';
import { BACKEND_POSTING, callApi, createFilter, createShareLink, seedResume, test } from './support';

/**
 * Issue 27 point 5: the axe check passes in every shipped language (docs/decisions/0049-app-translations.md), on the
 * main screens signed out and signed in, with `<html lang dir>` the language's own. English is a11y.spec.ts; here
 * German and Arabic (right to left), from the browser's language. Each screen's screenshot is kept with the test's
 * output (<language>-<screen>.png).
 */
// The editor as a person who never hid its live preview sees it: the preview's controls are swept too.
test.use({ livePreview: true });
const LANGUAGES = [
  {
    language: 'de',
    locale: 'de-DE',
    dir: 'ltr',
    notFound: '404 Seite nicht gefunden',
    pricing: { title: 'Wählen Sie Ihren Tarif', feature: 'Unbegrenzte Freigabelinks', upgrade: 'Auf Premium upgraden' },
    shareLinks: 'Freigabelinks verwalten',
    editSecurity: 'Sicherheit bearbeiten',
    dialogs: { addExperience: 'Berufserfahrung hinzufügen', exportPdf: 'PDF exportieren', templates: 'Vorlagen' },
    forms: {
      jobTitle: 'Berufsbezeichnung',
      save: 'Speichern',
      cancel: 'Abbrechen',
      tooLong: 'Berufsbezeichnung darf höchstens 200 Zeichen lang sein.',
      matchJob: 'Stelle abgleichen',
      matchJobTitle: 'Stellenanzeige abgleichen',
      posting: 'Stellenanzeige',
      match: 'Abgleichen',
    },
  },
  {
    language: 'ar',
    locale: 'ar-EG',
    dir: 'rtl',
    notFound: '404 الصفحة غير موجودة',
    pricing: { title: 'اختر خطتك', feature: 'روابط مشاركة غير محدودة', upgrade: 'الترقية إلى بريميوم' },
    shareLinks: 'إدارة روابط المشاركة',
    editSecurity: 'تعديل الأمان',
    dialogs: { addExperience: 'إضافة خبرة', exportPdf: 'تصدير PDF', templates: 'القوالب' },
    forms: {
      jobTitle: 'المسمى الوظيفي',
      save: 'حفظ',
      cancel: 'إلغاء',
      tooLong: 'يمكن أن يتكون المسمى الوظيفي من 200 حرف على الأكثر.',
      matchJob: 'مطابقة وظيفة',
      matchJobTitle: 'مطابقة إعلان وظيفة',
      posting: 'إعلان الوظيفة',
      match: 'مطابقة',
    },
  },
] as const;

/** The template designer's texts the checks wait for, in each language (its own catalogue and the messages'). */
const DESIGNER_TEXTS = {
  de: {
    heading: 'Eigene Vorlagen',
    apply: 'Vorlage anwenden',
    alreadyApplied: 'Vorlage bereits angewendet',
    layoutTab: 'Layout',
    styleTab: 'Stil',
    premiumDialog: 'Premium-Funktion',
  },
  ar: {
    heading: 'قوالب مخصصة',
    apply: 'تطبيق القالب',
    alreadyApplied: 'القالب مطبَّق بالفعل',
    layoutTab: 'التخطيط',
    styleTab: 'النمط',
    premiumDialog: 'ميزة بريميوم',
  },
} as const;

for (const { language, locale, dir, notFound, pricing, shareLinks, editSecurity, dialogs, forms } of LANGUAGES) {
  /** A dialog open over the page: the page's h1 is behind it (inert), so no h1 is asked of it. */
  async function checkDialog(page: Page, screen: string): Promise<void> {
    const violations = await a11yViolations(page);
    console.log(`axe ${language} ${screen}: ${violations.length} rules`);
    expect.soft(violations.length, a11yReport(`${screen} (${language})`, violations)).toBe(0);
    await expect.soft(page.locator('html'), `${screen}: html dir`).toHaveAttribute('dir', dir);
    await page.screenshot({ path: test.info().outputPath(`${language}-${screen.replace(/\W+/g, '-')}.png`) });
  }

  async function check(page: Page, screen: string): Promise<void> {
    const violations = await a11yViolations(page);
    console.log(`axe ${language} ${screen}: ${violations.length} rules`);
    expect.soft(violations.length, a11yReport(`${screen} (${language})`, violations)).toBe(0);
    await expect.soft(page.locator('html'), `${screen}: html lang`).toHaveAttribute('lang', language);
    await expect.soft(page.locator('html'), `${screen}: html dir`).toHaveAttribute('dir', dir);
    await expect.soft(page.locator('h1:visible'), `${screen}: one h1`).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath(`${language}-${screen.replace(/\W+/g, '-')}.png`) });
  }

  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test('signed out: landing, sign-in (and its error), register, pricing, not found', async ({ page }) => {
      test.setTimeout(120_000); // each look runs axe over the whole page
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, 'landing');
      await page.goto('/login');
      const send = page.getByTestId('login-form').getByRole('button');
      await expect(send).toBeEnabled();
      await check(page, 'login');
      await send.click();
      await expect(page.locator('#email-error')).toBeVisible();
      await check(page, 'login with an error');
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, 'register');
      await page.goto('/pricing');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pricing.title);
      const premium = page.getByTestId('plan-card-premium');
      await expect(premium).toContainText(pricing.feature);
      await expect(premium.getByRole('link', { name: pricing.upgrade })).toBeVisible();
      await check(page, 'pricing');
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
      await check(page, 'not found');
    });

    test.describe('signed in', () => {
      test.use({ signedInAs: 'free' });

      test('editor, profile, subscription', async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto('/resume-editor');
        await expect(page.getByTestId('login-form')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
        await check(page, 'editor');
        await page.goto('/profile');
        await expect(page.getByTestId('user-info-card')).toBeVisible({ timeout: 15_000 });
        await check(page, 'profile');
        await page.goto('/subscription');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
        await check(page, 'subscription');
      });

      test('pricing: the upgrade button and the current plan', async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto('/pricing');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pricing.title, { timeout: 15_000 });
        await expect(
          page.getByTestId('plan-card-premium').getByRole('button', { name: pricing.upgrade }),
        ).toBeEnabled();
        await check(page, 'pricing signed in');
      });

      test("the editor's dialogs: add item (and a field's error), match a job, export (filters and templates)", async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await seedResume(page, {
          personal: { name: 'Grace Hopper', title: 'Rear Admiral' },
          experiences: [{ title: 'Computer Scientist', company: 'US Navy', startDate: '1944-07', current: true }],
        });
        await page.goto('/resume-editor');
        const editor = page.getByTestId('section-experience');
        await editor.getByRole('button', { name: dialogs.addExperience }).click();
        const add = page.getByRole('dialog', { name: dialogs.addExperience });
        await expect(add).toBeVisible({ timeout: 15_000 });
        await checkDialog(page, 'add experience dialog');
        // A field message of the DTO (the form validates with the API's rules) in the language.
        await add.getByLabel(forms.jobTitle).fill('x'.repeat(201));
        await add.getByRole('button', { name: forms.save }).click();
        await expect(add.getByText(forms.tooLong)).toBeVisible();
        await checkDialog(page, 'add experience dialog with an error');
        // Escape would close the 'Required fields missing' toast first.
        await add.getByRole('button', { name: forms.cancel }).click();
        await expect(add).toHaveCount(0);

        await page.getByRole('button', { name: forms.matchJob }).click();
        const matchDialog = page.getByRole('dialog', { name: forms.matchJobTitle });
        await matchDialog.getByLabel(forms.posting).fill(BACKEND_POSTING);
        await matchDialog.getByRole('button', { name: forms.match, exact: true }).click();
        await expect(matchDialog.getByTestId('job-match-result')).toBeVisible({ timeout: 15_000 });
        await expect(matchDialog.getByTestId('job-match-score')).toBeVisible();
        await checkDialog(page, 'job match dialog');
        await page.keyboard.press('Escape');
        await expect(matchDialog).toHaveCount(0);

        await page.getByRole('button', { name: dialogs.exportPdf }).click();
        const exportDialog = page.getByRole('dialog', { name: dialogs.exportPdf });
        await expect(exportDialog.getByTestId('filters-locked')).toBeVisible();
        await expect(exportDialog.getByTestId('preview-page').first()).toHaveAttribute('data-drawn', 'true', {
          timeout: 30_000,
        });
        await checkDialog(page, 'export dialog');
        await exportDialog.getByRole('tab', { name: dialogs.templates }).click();
        await expect(exportDialog.getByTestId('templates-locked')).toBeVisible();
        await checkDialog(page, 'export dialog templates');
      });
    });

    test.describe('signed in with Premium', () => {
      test.use({ signedInAs: 'premium', viewport: { width: 1400, height: 900 } });

      test('share-manager: share links (and Edit Security open), filters, applications', async ({ page }) => {
        test.setTimeout(180_000);
        await seedResume(page, {
          experiences: [
            { title: 'Backend Engineer', company: 'PayCo', startDate: '2021-01', current: true, tags: ['Go'] },
          ],
        });
        const filterId = await createFilter(page, { name: 'Backend roles', tags: ['Go'] });
        await createShareLink(page, { filterId, templateId: 'preset-modern' });
        await callApi(page, 'POST', '/api/applications', {
          company: 'PayCo',
          role: 'Backend Engineer',
          posting: BACKEND_POSTING,
          filterId,
          mode: 'frozen',
        });

        await page.goto('/share-links');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(shareLinks, { timeout: 30_000 });
        // The filter's link and the application's own.
        await expect(page.getByTestId('share-link-row')).toHaveCount(2);
        await check(page, 'share links');
        await page.getByTestId('share-link-row').first().locator('button[aria-haspopup="menu"]').click();
        await page.getByRole('menuitem', { name: editSecurity }).click();
        await expect(page.getByRole('dialog', { name: editSecurity })).toBeVisible();
        await check(page, 'edit security dialog');
        await page.keyboard.press('Escape');

        await page.goto('/filters');
        await expect(page.getByTestId('filter-card')).toHaveCount(1, { timeout: 30_000 });
        await check(page, 'filters');

        await page.goto('/applications');
        await expect(page.getByTestId('application-card')).toHaveCount(1, { timeout: 30_000 });
        await check(page, 'applications');
      });
    });

    test.describe('template designer', () => {
      test.use({ signedInAs: 'premium' });

      test('the designer (presets, layout and its toast, style), and the premium dialog a free account gets', async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const texts = DESIGNER_TEXTS[language];
        await page.goto('/template-editor');
        await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByTestId('template-print-preview').locator('canvas').first()).toBeVisible({
          timeout: 30_000,
        });
        await check(page, 'template designer');
        // Applying the preset in use: the toast (the contracts' English MESSAGES) reads in the page's language.
        await page.getByRole('button', { name: texts.apply }).first().click();
        await expect(page.getByTestId('toast')).toContainText(texts.alreadyApplied);
        await expect(page.getByRole('tab', { name: texts.layoutTab })).toHaveAttribute('aria-selected', 'true');
        await check(page, 'template designer layout');
        await page.getByRole('tab', { name: texts.styleTab }).click();
        await check(page, 'template designer style');
      });
    });

    test.describe('template designer, free account', () => {
      test.use({ signedInAs: 'free' });

      test('the Premium Feature dialog on the template designer', async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto('/template-editor');
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading', { name: DESIGNER_TEXTS[language].premiumDialog })).toBeVisible({
          timeout: 15_000,
        });
        await check(page, 'template designer premium dialog');
      });
    });
  });
}
