import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SKEW_REMOTES, type SkewOptions } from './compatibility';
import {
  accountWorks,
  editorWorks,
  pageErrors,
  shareLinksWork,
  signInAsPremium,
  templatesWork,
  test as productTest,
} from './screens';

const test = productTest.extend<SkewOptions>({
  shellDist: ['', { option: true }],
  remotesDir: ['', { option: true }],
  expected: [{}, { option: true }],
});

const SCREENS = [
  { remote: 'editor', path: '/resume-editor', works: editorWorks },
  { remote: 'share-manager', path: '/share-links', works: shareLinksWork },
  { remote: 'template-designer', path: '/template-editor', works: templatesWork },
  { remote: 'account', path: '/profile', works: accountWorks },
];

test('the product serves the shell and the remotes of this pairing', async ({ request, shellDist, remotesDir }) => {
  // A page of the app (/ is the prerendered landing page for a visitor without a session, decision 0026).
  const shell = await request.get('/resume-editor', { headers: { Accept: 'text/html' } });
  expect(await shell.text()).toBe(readFileSync(join(shellDist, 'index.html'), 'utf8'));
  for (const remote of SKEW_REMOTES) {
    const manifest = await request.get(`/remotes/${remote}/mf-manifest.json`);
    expect(await manifest.text(), remote).toBe(
      readFileSync(join(remotesDir, remote, 'dist', 'mf-manifest.json'), 'utf8'),
    );
  }
});

test('sign-in; the editor, share links, templates and account work where the contracts fit, else ask for an update', async ({
  page,
  expected,
}) => {
  const errors = pageErrors(page);
  await signInAsPremium(page, 'skew');
  for (const { remote, path, works } of SCREENS) {
    const expectation = expected[remote];
    expect(expectation, `an expectation for ${remote}`).toBeDefined();
    test.info().annotations.push({ type: `${remote}: ${expectation.outcome}`, description: expectation.why });
    console.log(`${remote}: ${expectation.outcome} (${expectation.why})`);
    if (expectation.outcome === 'works') {
      await works(page);
    } else if (expectation.outcome === 'update card') {
      await page.goto(path);
      await expect(page.getByTestId('remote-update-needed')).toBeVisible({ timeout: 15_000 });
    }
  }
  expect(errors.map(String)).toEqual([]);
});
