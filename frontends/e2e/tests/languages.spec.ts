import { expect, test, type Page } from '@playwright/test';
import { magicLinkFromOutbox, uniqueEmail } from './support';

/**
 * Issue 27 point 4 (docs/decisions/0049-app-translations.md): the app speaks the browser's language, the footer
 * switches it (Arabic turns the shell right to left), and the account keeps the choice. The Arabic shell's screenshot
 * is kept with the test's output (arabic-shell.png).
 */
/** The signed-in account's interface language, as GET /api/user answers it. */
async function accountLanguage(page: Page): Promise<string | null> {
  return ((await (await page.request.get('/api/user')).json()) as { interfaceLanguage: string | null })
    .interfaceLanguage;
}

test.describe('the app in German and Arabic', () => {
  test.use({ locale: 'de-DE' });

  test('a German browser sees German; Arabic from the footer is right to left; the account remembers it', async ({
    page,
  }) => {
    // Three languages, a sign-in and two reloads: longer than one screen's journey.
    test.setTimeout(120_000);
    const html = page.locator('html');
    await page.goto('/');
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Lebenslauf, zugeschnitten auf jede Stelle');
    await expect(page.getByRole('link', { name: 'Lebenslauf erstellen', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Funktionen' })).toBeVisible();
    await expect(page.getByTestId('copyright')).toHaveText(/^© \d{4} ResumeBuilder\. Alle Rechte vorbehalten\.$/);
    // Prices through Intl in German: '4,99 $'.
    await expect(page.getByTestId('plan-card-premium').getByTestId('plan-price')).toHaveText('4,99 $/Monat');

    await page.getByLabel('Sprache').selectOption('ar');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سيرتك الذاتية، مصمّمة لكل وظيفة');
    await expect(page.getByRole('navigation', { name: 'الميزات' })).toBeVisible();
    // Right to left: the logo on the right of the header, 'Sign in' on its left.
    const banner = page.getByRole('banner');
    const logo = await banner.getByRole('link', { name: 'ResumeBuilder' }).boundingBox();
    const signIn = await banner.getByRole('link', { name: 'تسجيل الدخول' }).boundingBox();
    expect(logo!.x).toBeGreaterThan(signIn!.x + signIn!.width);
    await page.screenshot({ path: test.info().outputPath('arabic-shell.png'), fullPage: true });

    // The choice holds on the next page, sign-in included (the app, not the English prerendered page).
    const email = uniqueEmail('lugha');
    await page.goto('/login');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'سجّل الدخول إلى حسابك' })).toBeVisible();
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByRole('button', { name: 'أرسل الرابط السحري' }).click();
    await expect(page.getByRole('heading', { name: 'تحقّق من بريدك الإلكتروني' })).toBeVisible();
    await page.goto(await magicLinkFromOutbox(email));
    await expect(page).toHaveURL(/\/resume-editor$/, { timeout: 15_000 });

    // The new account took the choice made before signing in.
    await expect.poll(() => accountLanguage(page)).toBe('ar');

    // Without the device's choice (another browser would have none), the account's language applies after a reload.
    await page.context().clearCookies({ name: 'rb_lang' });
    await page.goto('/profile');
    await page.reload();
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ملفك الشخصي' })).toBeVisible();
    await expect(page.getByTestId('user-info-card').getByLabel('اللغة')).toHaveValue('ar');

    // The profile's choice changes it back, for the account too.
    await page.getByTestId('user-info-card').getByLabel('اللغة').selectOption('de');
    await expect(page.getByRole('heading', { name: 'Ihr Profil' })).toBeVisible();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect.poll(() => accountLanguage(page)).toBe('de');
  });
});
