import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  editorWorks,
  pageErrors,
  shareLinksWork,
  signInAsPremium,
  templatesWork,
  test as productTest,
} from './screens';

/** Which builds this project's product serves (skew.config.ts). */
export interface SkewOptions {
  shellDist: string;
  remotesDir: string;
}

const test = productTest.extend<SkewOptions>({
  shellDist: ['', { option: true }],
  remotesDir: ['', { option: true }],
});

const REMOTES = ['editor', 'share-manager', 'template-designer'];

test('the product serves the shell and the remotes of this pairing', async ({ request, shellDist, remotesDir }) => {
  const shell = await request.get('/', { headers: { Accept: 'text/html' } });
  expect(await shell.text()).toBe(readFileSync(join(shellDist, 'index.html'), 'utf8'));
  for (const remote of REMOTES) {
    const manifest = await request.get(`/remotes/${remote}/mf-manifest.json`);
    expect(await manifest.text(), remote).toBe(
      readFileSync(join(remotesDir, remote, 'dist', 'mf-manifest.json'), 'utf8'),
    );
  }
});

test('sign-in, the editor, the share links and the templates work', async ({ page }) => {
  const errors = pageErrors(page);
  await signInAsPremium(page, 'skew');
  await editorWorks(page);
  await shareLinksWork(page);
  await templatesWork(page);
  expect(errors.map(String)).toEqual([]);
});
