import { Injectable } from '@nestjs/common';

/**
 * Checks of features the app can serve without, registered by the module that owns each (pdf: its browser). They
 * show in GET /health/ready as 'up' or 'down' but do not decide it: a load balancer that took an instance out for a
 * missing Chromium would take every instance out, and sign-in, the editor and the public pages with them
 * (docs/decisions/0024-start-without-chromium.md).
 */
@Injectable()
export class ReadinessChecks {
  private readonly optional = new Map<string, () => Promise<boolean>>();

  registerOptional(name: string, isUp: () => Promise<boolean>): void {
    this.optional.set(name, isUp);
  }

  /** Each registered check as 'up' or 'down'; one that throws or outlasts `within` is down. */
  async optionalStates(within: <T>(promise: Promise<T>) => Promise<T>): Promise<Record<string, 'up' | 'down'>> {
    const entries = await Promise.all(
      [...this.optional].map(async ([name, isUp]) => {
        const up = await within(isUp()).catch(() => false);
        return [name, up ? 'up' : 'down'] as const;
      }),
    );
    return Object.fromEntries(entries);
  }
}
