import { expect, type Page } from '@playwright/test';
import { seedResume, test } from './support';

/**
 * The person's settings (issue 18, WCAG 1.4.10 and 2.3.3): at 320 CSS px wide (a 1280 px window at 400 % zoom, or
 * text zoomed on a phone) every key screen reflows into one column without scrolling sideways; with reduced
 * motion asked for, the app neither glides nor animates.
 */

/** How far the page reaches past the window's right edge, and the widest element that does it. */
async function overflow(page: Page): Promise<{ by: number; widest: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest = '';
    let right = width;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= right) continue;
      // Inside a scroller of its own (a table, a code block) the part past the edge scrolls there, not the page.
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') clipped = true;
      }
      if (clipped) continue;
      right = box.right;
      widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).slice(0, 80)}`;
    }
    return { by: Math.max(0, document.documentElement.scrollWidth - width), widest };
  });
}

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const { by, widest } = await overflow(page);
  expect.soft(by, `${screen} scrolls sideways by ${by} px (widest: ${widest})`).toBe(0);
}

const RESUME = {
  personal: { name: 'Ada Lovelace', title: 'Principal Engineer', website: 'https://ada.dev/a-rather-long-path' },
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
  skills: [{ category: 'Technical Skills', name: 'TypeScript', level: 5, order: 0 }],
};

test.describe('320 CSS px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('signed-out screens reflow', async ({ page }) => {
    for (const [path, screen] of [
      ['/', 'landing'],
      ['/login', 'sign-in'],
      ['/pricing', 'pricing'],
      ['/s/this-link-does-not-exist', 'invalid share link'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, screen);
    }
  });

  test.describe('premium', () => {
    test.use({ signedInAs: 'premium' });

    test('the editor, its dialog, the profile, share links, the template editor and the public page reflow', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await seedResume(page, RESUME);
      // A value with no place to break, wider than the screen (a long e-mail address or a German compound): every
      // screen that shows it must wrap it, not push its column past the edge.
      const title = 'Softwareentwicklungsabteilungsleiterstellvertreterin';
      expect((await page.request.patch('/api/user', { data: { title } })).status()).toBe(200);
      await page.goto('/resume-editor');
      await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible({ timeout: 15_000 });
      await expectNoSidewaysScroll(page, 'editor');
      await page.getByRole('button', { name: 'Add Experience', exact: true }).first().click();
      await expect(page.getByRole('dialog', { name: 'Add Experience' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Add Experience dialog');
      await page.keyboard.press('Escape');

      for (const [path, heading] of [
        ['/profile', 'Your Profile'],
        ['/share-links', 'Manage Share Links'],
        ['/template-editor', 'Custom Templates'],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 15_000 });
        await expectNoSidewaysScroll(page, path);
      }
      const me = (await (await page.request.get('/api/user')).json()) as { username: string };
      await page.goto(`/r/${me.username}`);
      await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, 'public page');
    });
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce', signedInAs: 'free' });

  test('no smooth scrolling, dialogs without animation', async ({ page }) => {
    await page.goto('/resume-editor');
    await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await page.getByRole('button', { name: 'Add Experience', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Experience' });
    await expect(dialog).toBeVisible();
    // The zoom-in of 150 ms is cut to nothing (the reduced-motion rule of the shell's stylesheet).
    const duration = await dialog.evaluate((el) => getComputedStyle(el).animationDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
    // The side navigation jumps to a section instead of gliding there: the page is there on the next frame.
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Resume sections' }).getByRole('button', { name: 'Skills' }).click();
    const top = await page.evaluate(
      () => new Promise<number>((done) => requestAnimationFrame(() => done(window.scrollY))),
    );
    expect(top).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(top);
  });
});
