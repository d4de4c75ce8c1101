import { expect, type Page } from '@playwright/test';
import { a11yReport, a11yViolations, expectNoA11yViolations } from './axe';
import { createFilter, createShareLink, grantPlan, seedResume, test, uniqueEmail } from './support';

/**
 * WCAG 2.2 AA (issue 18): axe-core's A and AA rules on every screen and dialog, signed out, free and paid, and on
 * the public and shared pages with the code dialog. Each look is a soft assertion, so one run lists every screen
 * that fails, with axe's words; the console gets the count per screen.
 */
// The editor as a person who never hid its live preview sees it: the preview's controls are swept too.
test.use({ livePreview: true });

async function check(page: Page, screen: string): Promise<void> {
  const violations = await a11yViolations(page);
  const nodes = violations.reduce((n, v) => n + v.targets.length, 0);
  console.log(`axe ${screen}: ${violations.length} rules, ${nodes} elements`);
  expect.soft(violations.length, a11yReport(screen, violations)).toBe(0);
  // One h1 per page (the dialogs' titles are h2), and the page's language for the screen reader's voice.
  await expect.soft(page.locator('h1:visible'), `${screen}: one h1`).toHaveCount(1);
  expect.soft(await page.locator('html').getAttribute('lang'), `${screen}: html lang`).toBe('en');
}

async function openDialog(page: Page, button: string, name: string | RegExp = button) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const FILLED = {
  personal: { name: 'Ada Lovelace', title: 'Principal Engineer', location: 'London', website: 'https://ada.dev' },
  summary: 'Engineer who turns analytical ideas into working software.',
  experiences: [
    {
      title: 'Staff Engineer',
      company: 'Analytical Engines',
      startDate: '2021-03',
      current: true,
      description: 'Leads the platform team.\n- Shipped the difference engine',
      tags: ['react'],
    },
  ],
  education: [{ degree: 'BSc Mathematics', institution: 'University of London', startDate: '2014' }],
  skills: [
    { category: 'Technical Skills', name: 'TypeScript', level: 5, proficiency: 9, order: 0 },
    { category: 'Languages', name: 'French', level: 3, proficiency: 6, order: 0 },
  ],
  projects: [{ name: 'Note G', year: '1843', url: 'https://example.com/note-g', tags: ['react'] }],
  certifications: [{ name: 'Certified Analyst', issuer: 'Royal Society', issueDate: '2022-05' }],
};

test('the check fails on a planted low-contrast text', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><head><title>Planted</title></head><body><main></main></body>');
  await expectNoA11yViolations(page, 'the clean page');
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = 'Barely readable helper text';
    p.style.color = '#bbb';
    p.style.background = '#fff';
    document.querySelector('main')!.append(p);
  });
  const failure = await expectNoA11yViolations(page, 'the planted page').then(
    () => null,
    (error: Error) => error,
  );
  expect(failure, 'the check must fail on #bbb on white').not.toBeNull();
  expect(failure!.message).toContain('color-contrast');
  expect(failure!.message).toMatch(/- p \(Element has insufficient color contrast of 1\.9\d/);
});

test.describe('signed out', () => {
  test('landing, sign-in, register, pricing, 404, verify, the small-screen menu', async ({ page }) => {
    test.setTimeout(120_000); // each look runs axe over the whole page
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, 'landing');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /send magic link/i })).toBeVisible();
    await check(page, '/login');
    await page.getByRole('button', { name: /send magic link/i }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await check(page, '/login with an error');
    await page.getByLabel(/email/i).fill(uniqueEmail('a11y'));
    await page.getByRole('button', { name: /send magic link/i }).click();
    await expect(page.getByText(/check your email/i)).toBeVisible();
    await check(page, '/login sent');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, '/register');
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-card-premium')).toBeVisible();
    await check(page, '/pricing');
    await page.goto('/magic-link-verify');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, '/magic-link-verify without a token');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, '404');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
    await check(page, 'small-screen menu');
  });

  test('public error pages', async ({ page }) => {
    await page.goto('/s/this-link-does-not-exist');
    await check(page, 'invalid share link');
    await page.goto('/r/nobody-by-this-name');
    await check(page, 'resume not available');
  });
});

test.describe('free', () => {
  test.use({ signedInAs: 'free' });

  test('editor, its dialogs, profile, subscription, pricing, the account menu, premium dialogs', async ({ page }) => {
    test.setTimeout(240_000); // a dozen screens and dialogs, each looked at by axe
    await page.goto('/resume-editor');
    await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible({ timeout: 15_000 });
    await check(page, 'editor (empty)');
    await openDialog(page, 'Connect LinkedIn', /./);
    await check(page, 'editor: LinkedIn premium dialog');
    await closeDialog(page);
    await seedResume(page, FILLED);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible({ timeout: 15_000 });
    await check(page, 'editor (filled)');
    for (const noun of ['Experience', 'Education', 'Skill', 'Project', 'Certification']) {
      const dialog = await openDialog(page, `Add ${noun}`);
      await check(page, `editor: Add ${noun}`);
      await dialog
        .getByRole('button', { name: /^(Save|Add)/ })
        .first()
        .click();
      await check(page, `editor: Add ${noun} with errors`);
      await closeDialog(page);
    }
    await openDialog(page, 'Export PDF');
    await check(page, 'editor: Export PDF dialog');
    await closeDialog(page);

    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, 'account menu');
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await check(page, '/profile');
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await check(page, '/subscription');
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-card-free')).toBeVisible();
    await check(page, '/pricing signed in');
    await page.goto('/filters');
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    await check(page, '/filters: Premium Feature dialog');
  });
});

test.describe('paid', () => {
  test.use({ signedInAs: 'premium', viewport: { width: 1440, height: 1000 } });

  test('filters, share links and their dialogs, share, template editor tabs', async ({ page }) => {
    test.setTimeout(240_000); // a dozen screens and dialogs, each looked at by axe
    await seedResume(page, FILLED);
    await page.goto('/filters');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await check(page, '/filters');
    await openDialog(page, 'New Filter');
    await check(page, '/filters: New Filter dialog');
    await closeDialog(page);
    const filterId = await createFilter(page, { name: 'Frontend roles', tags: ['react'] });
    await page.goto(`/resume?filter=${filterId}`);
    await expect(page.getByText('Ada Lovelace').first()).toBeVisible({ timeout: 15_000 });
    await check(page, 'filtered preview');

    await page.goto('/share-links');
    await expect(page.getByRole('heading', { name: 'Manage Share Links', level: 1 })).toBeVisible({ timeout: 15_000 });
    await check(page, '/share-links (empty)');
    await openDialog(page, 'New Share Link');
    await check(page, '/share-links: New Share Link dialog');
    await closeDialog(page);
    await createShareLink(page, { filterId, templateId: 'preset-modern' });
    await page.reload();
    await expect(page.getByTestId('share-link-row')).toHaveCount(1, { timeout: 15_000 });
    await check(page, '/share-links (a link)');
    await page
      .getByTestId('share-link-row')
      .getByRole('button', { name: /^Actions for/ })
      .click();
    await check(page, '/share-links: actions menu');
    await page.getByRole('menuitem', { name: 'Edit Security' }).click();
    const security = page.getByRole('dialog', { name: 'Edit Security' });
    await security.getByRole('switch', { name: 'Require a security code' }).click();
    await expect(security.getByLabel('Security code', { exact: true })).toBeVisible();
    await check(page, '/share-links: Edit Security dialog');
    await closeDialog(page);

    await page.goto('/share');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await check(page, '/share');

    await page.goto('/template-editor');
    await expect(page.getByRole('heading', { name: 'Custom Templates', level: 1 })).toBeVisible({ timeout: 15_000 });
    for (const tab of ['Presets', 'Layout', 'Style', 'Branding']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await check(page, `/template-editor: ${tab}`);
    }
    await page.goto('/profile?tab=domains');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await check(page, '/profile (premium, domains)');
  });
});

test.describe('public', () => {
  test.use({ signedInAs: 'premium' });

  test('public and shared pages, the code dialog, by a paid and a free owner', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await seedResume(page, FILLED);
    const me = (await (await page.request.get('/api/user')).json()) as { username: string };
    const link = async (data: object) => {
      const res = await page.request.post('/api/share-links', { data });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { shareableId: string }).shareableId;
    };
    const coded = await link({ securityCode: '2580' });
    const open = await link({});

    const visitor = await (await browser.newContext()).newPage();
    for (const plan of ['premium', 'free'] as const) {
      if (plan === 'free') await grantPlan(page, 'free', null);
      await visitor.goto(`/r/${me.username}`);
      await expect(visitor.getByText('Ada Lovelace').first()).toBeVisible();
      await check(visitor, `public page (${plan} owner)`);
      await visitor.goto(`/s/${open}`);
      await expect(visitor.getByText('Ada Lovelace').first()).toBeVisible();
      await check(visitor, `shared page (${plan} owner)`);
    }
    await visitor.goto(`/s/${coded}`);
    await expect(visitor.getByRole('heading', { name: 'Security Code Required' })).toBeVisible();
    await check(visitor, 'code dialog');
    await visitor.getByRole('textbox', { name: 'Security code' }).fill('1111');
    await visitor.getByRole('button', { name: 'View Resume' }).click();
    await expect(visitor.getByRole('alert')).toHaveText('Invalid security code. Please try again.');
    await check(visitor, 'code dialog with an error');
    await visitor.context().close();
  });
});
