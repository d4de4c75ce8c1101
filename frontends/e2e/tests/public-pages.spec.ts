import { expect, test, type Page } from '@playwright/test';
import { grantPlan, signIn, uniqueEmail } from './support';

/**
 * The server-rendered public pages (spec 2.1, 2.8, 4, 5, 8): an anonymous visitor opens a coded link, types a
 * wrong then the right code and reads the resume; the free and paid chrome; the invalid-link page; and the pages
 * without JavaScript. Data is made through the API with the owner's session (page.request).
 */

async function createLink(page: Page, data: object): Promise<string> {
  const res = await page.request.post('/api/share-links', { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { shareableId: string }).shareableId;
}

test('anonymous visitors: code dialog, chrome by plan, no JavaScript needed', async ({ page, browser }) => {
  await signIn(page, uniqueEmail('sharer'));
  await grantPlan(page, 'premium');
  expect(
    (await page.request.patch('/api/user', { data: { name: 'Grace Hopper', title: 'Rear Admiral' } })).status(),
  ).toBe(200);
  expect(
    (await page.request.patch('/api/resume', { data: { summary: 'Invented the first compiler.' } })).status(),
  ).toBe(200);
  const exp = await page.request.post('/api/experiences', {
    data: { title: 'Programmer', company: 'Harvard Mark I', startDate: '1944-07' },
  });
  expect(exp.status()).toBe(201);
  const coded = await createLink(page, { securityCode: '2580' });
  const open = await createLink(page, {});

  // An anonymous visitor with a coded link: 403 -> the dialog -> a wrong code -> the right one -> the resume.
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(`/s/${coded}`);
  await expect(v.getByRole('heading', { name: 'Security Code Required' })).toBeVisible();
  await expect(v.getByText('Grace Hopper')).toHaveCount(0);
  await v.getByRole('button', { name: 'View Resume' }).click();
  await expect(v.getByRole('alert')).toHaveText('Security code is required');
  await expect(v.getByRole('textbox', { name: 'Security code' })).toHaveAttribute('maxlength', '4');
  await v.getByRole('textbox', { name: 'Security code' }).fill('1111');
  await v.getByRole('button', { name: 'View Resume' }).click();
  await expect(v.getByRole('alert')).toHaveText('Invalid security code. Please try again.');
  await v.getByRole('textbox', { name: 'Security code' }).fill('2580');
  await v.getByRole('button', { name: 'View Resume' }).click();
  await expect(v).toHaveURL(new RegExp(`/s/${coded}$`));
  await expect(v.getByText('Grace Hopper')).toBeVisible();
  await expect(v.getByText('Harvard Mark I')).toBeVisible();
  await v.reload();
  await expect(v.getByText('Grace Hopper')).toBeVisible();

  // A visitor whose browser reads Arabic: the dialog in Arabic, right to left; the blank check in the browser and
  // the server's answer in Arabic too (issue 27). A wrong code is not counted against the English visitor above.
  const arabic = await browser.newContext({ locale: 'ar' });
  const a = await arabic.newPage();
  await a.goto(`/s/${coded}`);
  await expect(a.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(a.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(a.getByRole('heading', { name: 'رمز الأمان مطلوب' })).toBeVisible();
  await a.getByRole('button', { name: 'عرض السيرة الذاتية' }).click();
  await expect(a.getByRole('alert')).toHaveText('رمز الأمان مطلوب');
  await a.getByRole('textbox', { name: 'رمز الأمان' }).fill('1111');
  await a.getByRole('button', { name: 'عرض السيرة الذاتية' }).click();
  await expect(a.getByRole('alert')).toHaveText('رمز الأمان غير صالح. يُرجى المحاولة مرة أخرى.');
  await a.screenshot({ path: test.info().outputPath('code-dialog-arabic.png') });
  await arabic.close();

  // Paid owner: no site header, footer or credit.
  await v.goto(`/r/s/${open}`);
  await expect(v.getByText('Invented the first compiler.')).toBeVisible();
  await expect(v.getByText('Created with')).toHaveCount(0);
  // Free owner: header, footer and the 'Created with' credit.
  await grantPlan(page, 'free', null);
  await v.reload();
  await expect(v.getByText('Created with')).toBeVisible();
  await expect(v.getByText('Resume creation and sharing for busy professionals')).toBeVisible();
  await expect(v.getByRole('link', { name: 'ResumeBuilder' }).first()).toBeVisible();
  // The site's own footer (spec 2.3): its Features and Company columns and this year's copyright.
  for (const [column, links] of [
    ['Features', ['Resume Builder', 'Custom Templates', 'Position Filters', 'Shareable Links']],
    ['Company', ['About', 'Blog', 'Contact', 'Privacy']],
  ] as const) {
    const nav = v.getByRole('navigation', { name: column });
    await expect(nav.getByRole('heading', { name: column })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText([...links]);
  }
  await expect(v.getByText(`© ${new Date().getFullYear()} ResumeBuilder. All rights reserved.`)).toBeVisible();
  await expect(v.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

  // The hash form: /shared#id=<id>.
  await v.goto(`/shared#id=${open}`);
  await expect(v).toHaveURL(new RegExp(`/s/${open}$`));
  await expect(v.getByText('Grace Hopper')).toBeVisible();
  await visitor.close();

  // JavaScript off: the resume is still readable, and the code form still works.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const n = await noJs.newPage();
  await n.goto(`/share/${open}`);
  await expect(n.getByText('Grace Hopper')).toBeVisible();
  await expect(n.getByText('Harvard Mark I')).toBeVisible();
  await n.goto(`/s/${coded}`);
  await n.getByRole('textbox', { name: 'Security code' }).fill('2580');
  await n.getByRole('button', { name: 'View Resume' }).click();
  await expect(n.getByText('Grace Hopper')).toBeVisible();
  await noJs.close();
});

test('an invalid link shows Invalid Share Link with Go Home; an unknown user Resume Not Available', async ({
  page,
}) => {
  const res = await page.goto('/s/this-link-does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Invalid Share Link' })).toBeVisible();
  await expect(page.getByText('This shared resume link is invalid or has expired.')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/r/nobody-by-this-name');
  await expect(page.getByRole('heading', { name: 'Resume Not Available' })).toBeVisible();
  await expect(page.getByText("The resume you're looking for doesn't exist or is not accessible.")).toBeVisible();
});
