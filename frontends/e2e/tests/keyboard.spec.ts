import { expect, type Locator, type Page } from '@playwright/test';
import { buyPremiumThrough, magicLinkFromOutbox, test, uniqueEmail } from './support';

/**
 * The keyboard alone (issue 18, WCAG 2.1.1, 2.4.3, 2.4.7): a person who uses no pointer signs in, adds and edits an
 * experience, reorders a section of the template designer, exports a PDF and creates a share link with a code.
 * Every control is reached with Tab (or the arrows inside a group) and used with Enter, Space or typing, never with
 * a click; each one shows where the focus is, dialogs take the focus and give it back.
 */

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, and checks that the focus can be seen
 * there: an outline, or the app's focus ring (the primary colour) on the control or the card around it.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached with ${max} presses of Tab`);
}

async function expectFocusVisible(target: Locator): Promise<void> {
  const shown = await target.evaluate((el) => {
    if (!el.matches(':focus-visible')) return 'not :focus-visible';
    // #2563EB, the primary colour the focus rings are drawn in (ring-primary, ring-primary/40).
    const ring = (s: CSSStyleDeclaration) => s.boxShadow.includes('37, 99, 235');
    const outline = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    for (let node: Element | null = el, depth = 0; node && depth < 3; node = node.parentElement, depth += 1) {
      const style = getComputedStyle(node);
      if (outline(style) || ring(style)) return 'shown';
    }
    return 'no outline or ring';
  });
  expect(shown, `the focus on ${target} can be seen`).toBe('shown');
}

const focused = (page: Page) => page.locator('*:focus');

test.describe('keyboard only', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sign in, add and edit an experience, export a PDF, reorder a section, share with a code', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('keyboard');

    // Sign in: the skip link first, then the form.
    await page.goto('/login');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expectFocusVisible(skip);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The skip link jumps over the header: the next stop is inside the main content.
    await expect(focused(page)).toHaveCount(1);
    expect(await focused(page).evaluate((el) => Boolean(el.closest('main')))).toBe(true);
    await tabTo(page, page.getByLabel(/email/i));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.getByText(/check your email/i)).toBeVisible();
    await page.goto(await magicLinkFromOutbox(email));
    await expect(page).toHaveURL(/\/resume-editor$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible({ timeout: 15_000 });

    // Add an experience: a missing field is announced on its field, then the dialog gives the focus back.
    const add = page.getByRole('button', { name: 'Add Experience', exact: true }).first();
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Experience' });
    await expect(dialog.getByLabel('Job Title')).toBeFocused();
    await page.keyboard.type('Staff Engineer');
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    const company = dialog.getByLabel('Company');
    await expect(company).toBeFocused();
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(company).toHaveAccessibleDescription(/required/i);
    await page.keyboard.type('Analytical Engines');
    await tabTo(page, dialog.getByLabel('Start Date'));
    // A month field has two parts: the month, then (the right arrow) the year.
    await page.keyboard.type('03');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('2021');
    await expect(dialog.getByLabel('Start Date')).toHaveValue('2021-03');
    await tabTo(page, dialog.getByLabel('Current Position'));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByLabel('Tags', { exact: true }).and(dialog.locator('input')));
    await page.keyboard.type('react');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Remove tag react' })).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('toast')).toContainText('Experience added');
    await expect(add).toBeFocused();

    // Edit it: the form takes the focus, and Save gives it back to Edit.
    await tabTo(page, page.getByRole('button', { name: 'Edit Staff Engineer' }));
    await page.keyboard.press('Enter');
    const form = page.getByTestId('experience-form');
    await expect(form.getByLabel('Job Title')).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Principal Engineer');
    await tabTo(page, form.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Edit Principal Engineer' })).toBeFocused();

    // Export a PDF: the picker's radios with the arrows, the dialog's button with Enter.
    await tabTo(page, page.getByRole('button', { name: 'Export PDF' }), { backwards: true });
    await page.keyboard.press('Enter');
    const exportDialog = page.getByRole('dialog', { name: 'Export PDF' });
    await expect(exportDialog).toBeVisible();
    expect(await focused(page).evaluate((el) => Boolean(el.closest('[role="dialog"]')))).toBe(true);
    const download = page.waitForEvent('download');
    await tabTo(page, exportDialog.getByRole('button', { name: 'Export', exact: true }));
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/^resume-.+\.pdf$/);
    await expect(exportDialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export PDF' })).toBeFocused();

    // The template designer (premium): the Layout tab with the arrows, a section moved with the keyboard sensor.
    await buyPremiumThrough(page.request, baseURL as string);
    await page.goto('/template-editor');
    await expect(page.getByRole('heading', { name: 'Custom Templates', level: 1 })).toBeVisible({ timeout: 15_000 });
    await tabTo(page, page.getByRole('tab', { name: 'Presets' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Layout' })).toHaveAttribute('aria-selected', 'true');
    const grid = page.getByTestId('layout-grid');
    const order = () => grid.locator('[data-section-id]').evaluateAll((els) => els.map((e) => e.dataset.sectionId));
    expect((await order()).slice(0, 4)).toEqual(['personal-info', 'summary', 'experience', 'education']);
    await tabTo(page, page.getByRole('button', { name: 'Drag Work Experience' }));
    await page.keyboard.press('Space');
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect(live).toHaveText('Picked up Work Experience.');
    await page.keyboard.press('ArrowRight');
    await expect(live).toHaveText('Work Experience is over Education.');
    await page.keyboard.press('Space');
    await expect(live).toHaveText('Work Experience swapped places with Education.');
    expect((await order()).slice(0, 4)).toEqual(['personal-info', 'summary', 'education', 'experience']);

    // A share link with a security code.
    await page.goto('/share-links');
    await expect(page.getByRole('heading', { name: 'Manage Share Links', level: 1 })).toBeVisible({ timeout: 15_000 });
    const newLink = page.getByRole('button', { name: 'New Share Link' });
    await tabTo(page, newLink);
    await page.keyboard.press('Enter');
    const linkDialog = page.getByRole('dialog', { name: 'New Share Link' });
    await expect(linkDialog).toBeVisible();
    await tabTo(page, linkDialog.getByRole('switch', { name: 'Require a security code' }));
    await page.keyboard.press('Space');
    const code = linkDialog.getByLabel('Security code', { exact: true });
    await tabTo(page, code);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2580');
    await expect(code).toHaveValue('2580');
    await tabTo(page, linkDialog.getByRole('button', { name: 'Create Link' }));
    await page.keyboard.press('Enter');
    await expect(linkDialog).toHaveCount(0);
    await expect(page.getByTestId('share-link-row')).toHaveCount(1);
    await expect(page.getByTestId('share-link-row').getByTestId('security-protected')).toBeVisible();
    await expect(newLink).toBeFocused();
  });
});
