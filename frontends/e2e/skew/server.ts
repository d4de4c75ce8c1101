import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import base from '../playwright.config';

/** Where each project's product keeps its database and outbox; the tests read the outbox from there. */
export interface ProductOptions {
  dataDir: string;
}

type WebServer = NonNullable<Exclude<PlaywrightTestConfig['webServer'], unknown[]>>;
const product = base.webServer as WebServer;

/**
 * A data folder made once per run: the config file is loaded again in each worker, and the worker must find the
 * folder the server was started with.
 */
export function dataDirFor(label: string): string {
  const variable = `SKEW_DATA_DIR_${label.replace(/\W/g, '_').toUpperCase()}`;
  process.env[variable] ??= mkdtempSync(join(tmpdir(), `resume-${label}-`));
  return process.env[variable] as string;
}

/** The product as the main journeys start it (`npm start`, embedded defaults), on `port` with `env` on top. */
export function productServer(port: number, dataDir: string, env: Record<string, string>): WebServer {
  const url = `http://localhost:${port}`;
  return {
    ...product,
    url: `${url}/health/ready`,
    // Two products start at once here.
    timeout: 120_000,
    env: { ...product.env, PORT: String(port), APP_URL: url, DATA_DIR: dataDir, ...env },
  };
}

/** The main config's browser and timeouts, with the journeys in this folder and their results beside the main ones. */
export function journeyConfig(
  name: string,
  config: Pick<PlaywrightTestConfig<ProductOptions>, 'projects' | 'webServer' | 'testMatch' | 'timeout'>,
) {
  return defineConfig<ProductOptions>({
    ...base,
    testDir: '.',
    outputDir: `../test-results/${name}`,
    reporter: [['list'], ['html', { open: 'never', outputFolder: `../playwright-report/${name}` }]],
    ...config,
  });
}

export const browser = base.use;
export const port = (offset: number) => Number(process.env.E2E_PORT ?? 3250) + offset;
