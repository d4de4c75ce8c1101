import { expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { referenceResumes, ONE_COLUMN } from '../../resume-view/src/fixtures/reference-resumes';
import { callApi, seedResume, test, type ResumeSeed } from './support';

/**
 * The live preview (issue 26 point 3, docs/decisions/0045-live-preview.md): the resume as it will print beside the
 * form on wide screens and behind 'Preview' on narrow ones, updated as the person types, in page outlines; and its
 * page count is the exported PDF's, for a one-page and a multi-page resume. Each test is a new free person.
 */
test.use({ signedInAs: 'free', livePreview: true });

const WORDS = 'measured every page break against the printed document before trusting the preview';
const experience = (i: number, bullets: number) => ({
  title: `Role ${i}`,
  company: `Company ${i}`,
  startDate: '2015-01',
  endDate: '2016-01',
  description: Array.from({ length: bullets }, (_, b) => `- Bullet ${i}.${b + 1} ${WORDS}`).join('\n'),
});
const ONE_PAGE: ResumeSeed = {
  personal: { name: 'Grace Preview', title: 'Engineer', location: 'Berlin, Germany' },
  summary: 'Engineer who checks the printed page.',
  experiences: [experience(1, 2), experience(2, 2)],
};
const MULTI_PAGE: ResumeSeed = {
  ...ONE_PAGE,
  experiences: Array.from({ length: 12 }, (_, i) => experience(i + 1, 5)),
};

const preview = (page: Page) => page.getByTestId('resume-preview');
const pages = (page: Page) => preview(page).getByTestId('preview-pages');

async function openEditor(page: Page) {
  await page.goto('/resume-editor');
  // A long resume on a busy shared machine: the editor's remote and the resume take a while.
  await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible({ timeout: 45_000 });
}

/** The preview's page count once every page is drawn. */
async function previewPageCount(page: Page): Promise<number> {
  await expect(pages(page)).toHaveAttribute('data-page-count', /\d+/, { timeout: 30_000 });
  const count = Number(await pages(page).getAttribute('data-page-count'));
  await expect(pages(page).getByTestId('preview-page').first()).toHaveAttribute('data-drawn', 'true');
  return count;
}

/** Exports the PDF through the dialog as the person would and answers its page count (pdfinfo) and file. */
async function exportedPageCount(page: Page, name: string): Promise<{ count: number; paper: string; path: string }> {
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export PDF' });
  // The dialog shows the same pages before exporting.
  const thumbnails = dialog.getByTestId('preview-pages');
  await expect(thumbnails).toHaveAttribute('data-page-count', /\d+/, { timeout: 30_000 });
  const dialogCount = Number(await thumbnails.getAttribute('data-page-count'));
  // Every page in its outline, drawn (the thumbnails scroll sideways: each is drawn once near view).
  await expect(thumbnails.getByTestId('preview-page')).toHaveCount(dialogCount);
  for (const thumbnail of await thumbnails.getByTestId('preview-page').all()) {
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(thumbnail).toHaveAttribute('data-drawn', 'true');
  }
  await thumbnails.getByTestId('preview-page').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}-export-dialog.png`) });
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const path = test.info().outputPath(`${name}.pdf`);
  await (await download).saveAs(path);
  expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('%PDF');
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  expect(dialogCount).toBe(count);
  return { count, paper: /^Page size:.*\((\w+)\)/m.exec(info)?.[1] ?? '', path };
}

/** Each page's text (pdftotext), without white space: where a PDF breaks its pages. */
const pageTexts = (file: string, pages: number) =>
  Array.from({ length: pages }, (_, i) =>
    execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      '',
    ),
  );

type Reference = ReturnType<typeof referenceResumes>[number];

/** A reference resume (resume-view's fixtures, issue 26) as the editor's API takes it: no ids, orders or nulls. */
function referenceSeed({ data }: Reference): ResumeSeed {
  const clean = (item: object, drop: string[] = []) =>
    Object.fromEntries(
      Object.entries(item).filter(([key, value]) => value !== null && !['id', 'order', ...drop].includes(key)),
    );
  const { name, title, phone, linkedin, github } = data.user;
  return {
    // In Berlin (the issue measured on A4): the paper rule gives A4 although the browser says en-US.
    personal: {
      name: name!,
      title: title!,
      phone: phone!,
      location: 'Berlin, Germany',
      linkedin: linkedin!,
      github: github!,
    },
    summary: data.resume.summary ?? '',
    experiences: data.experiences.map((e) => clean(e)),
    // The editor takes an education's years only.
    education: data.education.map((e) =>
      clean({ ...e, startDate: e.startDate.slice(0, 4), endDate: e.endDate?.slice(0, 4) ?? null }),
    ),
    // Proficiency is the LinkedIn import's own scale; the editor's skills have a level.
    skills: data.skills.map((e) => clean(e, ['proficiency'])),
    projects: data.projects.map((e) => clean(e)),
    certifications: data.certifications.map((e) => clean(e)),
  };
}

interface TypingFigures {
  keyEvents: number;
  /** processingStart - startTime: how long a key waited for the main thread. */
  maxInputDelayMs: number;
  p95InputDelayMs: number;
  /** startTime to the next paint after the handlers (Event Timing's duration, 8 ms granularity). */
  maxDurationMs: number;
  p95DurationMs: number;
  longTasks: number;
  longTaskTotalMs: number;
}

/** Event Timing entries of the key events and the long tasks while `typing` runs (Chromium's PerformanceObserver). */
async function measureTyping(page: Page, typing: () => Promise<void>): Promise<TypingFigures> {
  await page.evaluate(() => {
    const store = ((window as unknown as { __typing: object }).__typing = { events: [], tasks: [] } as {
      events: { name: string; delay: number; duration: number }[];
      tasks: number[];
    });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[])
        if (e.name.startsWith('key') || e.name === 'input' || e.name === 'beforeinput')
          store.events.push({ name: e.name, delay: e.processingStart - e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) store.tasks.push(e.duration);
    }).observe({ type: 'longtask' });
    // Every key event, also those under the threshold, to count them.
    (store as unknown as { keys: number }).keys = 0;
    document.addEventListener('keydown', () => ((store as unknown as { keys: number }).keys += 1), true);
  });
  await typing();
  // Event Timing reports after the next paint: give it a frame or two.
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const store = (
      window as unknown as {
        __typing: { events: { name: string; delay: number; duration: number }[]; tasks: number[]; keys: number };
      }
    ).__typing;
    const p95 = (values: number[]) => {
      if (values.length === 0) return 0;
      const sorted = [...values].sort((a, b) => a - b);
      return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]);
    };
    // Events under the 16 ms threshold are not reported: they count as 0 for the percentiles.
    const pad = (values: number[]) => [...values, ...Array(Math.max(0, store.keys - values.length)).fill(0)];
    // Percentiles per key press (its keydown); the maxima over every key event (keydown, keyup, input...).
    const keydowns = store.events.filter((e) => e.name === 'keydown');
    const delays = pad(keydowns.map((e) => e.delay));
    const durations = pad(keydowns.map((e) => e.duration));
    return {
      keyEvents: store.keys,
      maxInputDelayMs: Math.round(Math.max(0, ...store.events.map((e) => e.delay))),
      p95InputDelayMs: p95(delays),
      maxDurationMs: Math.round(Math.max(0, ...store.events.map((e) => e.duration))),
      p95DurationMs: p95(durations),
      longTasks: store.tasks.length,
      longTaskTotalMs: Math.round(store.tasks.reduce((a, b) => a + b, 0)),
    };
  });
}

test.describe('live preview', () => {
  test('beside the form on a wide screen: typing updates it after a pause, with page outlines', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await seedResume(page, ONE_PAGE);
    await openEditor(page);
    await expect(preview(page)).toBeVisible();
    await expect(page.getByTestId('preview-toggle')).toHaveCount(0);
    const form = await page.getByTestId('section-personal-info').boundingBox();
    const beside = await preview(page).boundingBox();
    expect(beside!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
    expect(await previewPageCount(page)).toBe(1);
    // The page outline has the paper's proportions and the margin box sits inside it.
    const outline = await pages(page).getByTestId('preview-page').first().boundingBox();
    const paper = await pages(page).getAttribute('data-paper-size');
    expect(outline!.height / outline!.width).toBeCloseTo(paper === 'A4' ? 297 / 210 : 11 / 8.5, 2);
    const margin = await pages(page).getByTestId('preview-margin').first().boundingBox();
    expect(margin!.x).toBeGreaterThan(outline!.x);
    expect(margin!.width).toBeLessThan(outline!.width);
    await page.screenshot({ path: test.info().outputPath('wide-preview-beside-form.png') });

    // Typing: one request after the pause (not one per key), carrying the draft; the summary grows to two pages.
    const asked: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/pdf-preview') && asked.push(r.postData() ?? ''));
    await page.getByRole('button', { name: 'Edit professional summary' }).click();
    const summary = page.getByRole('textbox', { name: 'Professional Summary' });
    const long = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} Livepreviewmarker ${WORDS}.`).join('\n');
    await summary.fill(long);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/pdf-preview'));
    await summary.pressSequentially(' typed', { delay: 80 });
    const response = await answered;
    expect(asked.length).toBe(1);
    expect(JSON.parse(asked[0]).draft.resume.summary).toContain('Livepreviewmarker');
    const file = test.info().outputPath('typed-preview.pdf');
    writeFileSync(file, await response.body());
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Livepreviewmarker');
    await expect(pages(page)).toHaveAttribute('data-page-count', '2', { timeout: 30_000 });
    await expect(preview(page).getByTestId('preview-summary')).toContainText('2 pages');

    // Cancelling the form withdraws the draft: back to the saved one page.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(pages(page)).toHaveAttribute('data-page-count', '1', { timeout: 30_000 });

    // Another paper: the outlines follow it.
    await preview(page)
      .getByRole('radio', { name: paper === 'A4' ? 'US Letter' : 'A4' })
      .check();
    await expect(pages(page)).toHaveAttribute('data-paper-size', paper === 'A4' ? 'Letter' : 'A4', { timeout: 30_000 });
  });

  test('hidden beside the form on a wide screen: nothing printed, the form takes the room, remembered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await seedResume(page, ONE_PAGE);
    const asked: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/pdf-preview') && asked.push(r.url()));
    await openEditor(page);
    await expect(pages(page)).toHaveAttribute('data-page-count', '1', { timeout: 30_000 });
    const withPreview = (await page.getByTestId('section-personal-info').boundingBox())!.width;

    await preview(page).getByRole('button', { name: 'Hide preview' }).click();
    await expect(preview(page)).toBeHidden();
    const show = page.getByRole('button', { name: 'Show preview' });
    await expect(show).toBeVisible();
    expect((await page.getByTestId('section-personal-info').boundingBox())!.width).toBeGreaterThan(withPreview + 200);
    await page.screenshot({ path: test.info().outputPath('wide-preview-hidden.png') });

    // Kept on this device: the next visit prints nothing, a saved change neither.
    await openEditor(page);
    await expect(show).toBeVisible();
    const printedBefore = asked.length;
    await callApi(page, 'PATCH', '/api/resume', { summary: 'Saved while the preview is hidden.' });
    await page.reload();
    await expect(page.getByText('Saved while the preview is hidden.')).toBeVisible({ timeout: 45_000 });
    await expect(preview(page)).toBeHidden();
    expect(asked.length).toBe(printedBefore);

    await show.click();
    await expect(preview(page)).toBeVisible();
    expect(await previewPageCount(page)).toBe(1);
    await openEditor(page);
    await expect(preview(page)).toBeVisible();
    await expect(show).toHaveCount(0);
  });

  test("behind the 'Preview' toggle on a narrow screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seedResume(page, ONE_PAGE);
    await openEditor(page);
    const toggle = page.getByRole('button', { name: 'Preview' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(preview(page)).toBeHidden();
    await expect(page.getByTestId('section-summary')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('narrow-toggle-off.png') });

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(preview(page)).toBeVisible();
    await expect(page.getByTestId('section-summary')).toBeHidden();
    expect(await previewPageCount(page)).toBe(1);
    await page.screenshot({ path: test.info().outputPath('narrow-preview-on.png'), fullPage: true });

    await toggle.click();
    await expect(page.getByTestId('section-summary')).toBeVisible();
    await expect(preview(page)).toBeHidden();
  });

  test('typing stays responsive while the preview prints and draws (input delay measured)', async ({ page }) => {
    test.setTimeout(120_000);
    await seedResume(page, MULTI_PAGE);
    const figures: Record<string, TypingFigures> = {};
    // Baseline: a narrow screen with the preview off; then a wide screen with the preview beside the form.
    for (const [name, width] of [
      ['preview off (390 px)', 390],
      ['preview on (1440 px)', 1440],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await openEditor(page);
      if (width > 1280) await previewPageCount(page);
      await page.getByRole('button', { name: 'Edit professional summary' }).click();
      const summary = page.getByRole('textbox', { name: 'Professional Summary' });
      await summary.click();
      await summary.press('End');
      figures[name] = await measureTyping(page, async () => {
        // Bursts of typing with pauses long enough for the preview to print and draw in between.
        for (let burst = 0; burst < 4; burst += 1) {
          await summary.pressSequentially(` burst${burst} words typed here`, { delay: 40 });
          if (width > 1280) await page.waitForResponse((r) => r.url().endsWith('/api/pdf-preview'));
          await page.waitForTimeout(1200);
        }
      });
      await page.getByRole('button', { name: 'Cancel' }).click();
    }
    const report = JSON.stringify(figures, null, 2);
    console.log(`Input delay while typing:\n${report}`);
    writeFileSync(test.info().outputPath('input-delay.json'), report);
    await test.info().attach('input-delay', { body: report, contentType: 'application/json' });
    const on = figures['preview on (1440 px)'];
    expect(on.keyEvents).toBeGreaterThan(50);
    // Web Vitals' 'good' interaction is under 200 ms; a shared 2-core test machine gets a margin above it.
    expect(on.maxInputDelayMs).toBeLessThan(300);
    expect(on.p95DurationMs).toBeLessThan(300);
  });

  for (const [name, seed, expected] of [
    ['one-page', ONE_PAGE, 1],
    ['multi-page', MULTI_PAGE, 2],
  ] as const) {
    test(`the preview's page count is the exported PDF's (${name})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      await seedResume(page, seed);
      await openEditor(page);
      const shown = await previewPageCount(page);
      if (expected === 1) expect(shown).toBe(1);
      else expect(shown).toBeGreaterThanOrEqual(2);
      await page.screenshot({ path: test.info().outputPath(`${name}-editor.png`) });
      const paper = await pages(page).getAttribute('data-paper-size');
      const exported = await exportedPageCount(page, name);
      expect(exported.count).toBe(shown);
      expect(exported.paper.toLowerCase()).toBe(paper === 'A4' ? 'a4' : 'letter');
    });
  }
});

/**
 * Issue 26's reference resumes (typical; the same with every section full width; long) with the person's default
 * template: the editor's preview beside the form and the export dialog's pages have the exported PDF's page count
 * and break where it breaks (each page's text), in page outlines; screenshots of both are kept
 * (`*-editor-preview.png`, `*-export-dialog.png` in the test's output folder).
 */
test.describe('live preview of the reference resumes', () => {
  const [typical, fullWidth, long] = referenceResumes();
  for (const [name, reference, plan, expected] of [
    ['typical', typical, 'free', [2]],
    ['full-width', fullWidth, 'premium', [2]],
    ['long', long, 'free', [1, 2, 3, 4, 5]],
  ] as const) {
    test.describe(name, () => {
      test.use({ signedInAs: plan });

      test(`${name}: the editor's and the export dialog's pages are the PDF's`, async ({ page }) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width: 1440, height: 900 });
        await seedResume(page, referenceSeed(reference));
        if (plan === 'premium')
          // Every section full width: the person's own default template (a paid feature).
          await callApi(page, 'POST', '/api/templates', {
            primaryColor: '#2563EB',
            secondaryColor: '#3B82F6',
            font: 'Inter',
            pageMargin: '0.25',
            accentStyle: 'border-left',
            layout: ONE_COLUMN,
            isDefault: true,
          });
        const previews: Buffer[] = [];
        page.on('response', (r) => {
          if (r.url().endsWith('/api/pdf-preview') && r.ok()) void r.body().then((body) => previews.push(body));
        });
        await openEditor(page);
        const shown = await previewPageCount(page);
        expect(expected).toContain(shown);
        await expect(pages(page)).toHaveAttribute('data-paper-size', 'A4');
        // Every page has its outline with the paper's proportions; the first is drawn beside the form.
        const outlines = pages(page).getByTestId('preview-page');
        await expect(outlines).toHaveCount(shown);
        for (const outline of await outlines.all()) {
          const box = (await outline.boundingBox())!;
          expect(box.height / box.width).toBeCloseTo(297 / 210, 2);
        }
        const form = (await page.getByTestId('section-personal-info').boundingBox())!;
        expect((await preview(page).boundingBox())!.x).toBeGreaterThanOrEqual(form.x + form.width);
        await page.screenshot({ path: test.info().outputPath(`${name}-editor-preview.png`) });
        // The page break in view: the bottom of page 1 and the top of page 2.
        await outlines.nth(1).scrollIntoViewIfNeeded();
        await expect(outlines.nth(1)).toHaveAttribute('data-drawn', 'true');
        // The printable area of each page: 0.25 in all round on page 1; 0.5 in above and below on later pages, where
        // the name and the page number print in the margin (decision 0043).
        const insets = async (n: number) => {
          const paper = (await outlines.nth(n).boundingBox())!;
          const box = (await outlines.nth(n).getByTestId('preview-margin').boundingBox())!;
          const inch = paper.width / (210 / 25.4);
          return { top: (box.y - paper.y) / inch, side: (box.x - paper.x) / inch };
        };
        const [first, later] = [await insets(0), await insets(1)];
        expect(first.top).toBeCloseTo(0.25, 2);
        expect(first.side).toBeCloseTo(0.25, 2);
        expect(later.top).toBeCloseTo(0.5, 2);
        expect(later.side).toBeCloseTo(0.25, 2);
        await page.screenshot({ path: test.info().outputPath(`${name}-editor-preview-break.png`) });

        const exported = await exportedPageCount(page, name);
        expect(exported.count).toBe(shown);
        expect(exported.paper).toBe('A4');
        // The preview is the PDF the export makes: the same text on each page, so the same breaks.
        expect(previews.length).toBeGreaterThan(0);
        const previewFile = test.info().outputPath(`${name}-preview.pdf`);
        writeFileSync(previewFile, previews[previews.length - 1]);
        expect(pageTexts(previewFile, shown)).toEqual(pageTexts(exported.path, exported.count));
        console.log(
          `${name}: the editor's preview ${shown} pages, the export dialog's and the PDF's ${exported.count}`,
        );
      });
    });
  }
});
