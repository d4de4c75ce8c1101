import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from './config/app-config';

/**
 * Starts the API's listener on PORT and HOST (docs/decisions/0038-hardening-round-3.md): HOST=127.0.0.1 keeps it
 * off every other interface (a proxy on the same machine in front); unset, every interface, as Node binds by default.
 */
export async function listenApi(app: INestApplication, config: AppConfig): Promise<void> {
  if (config.host === null) await app.listen(config.port);
  else await app.listen(config.port, config.host);
}
