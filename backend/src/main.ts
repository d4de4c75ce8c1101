import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/env.schema';
import { listenApi } from './listen-api';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp({ config });
  await listenApi(app, config);
  new Logger('Main').log(`Resume Builder listening on ${await app.getUrl()} (public URL ${config.appUrl})`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
