import { runMigrateStep } from '../../src/migrate';

/**
 * A production app does not migrate at boot (docs/decisions/0028-deployment.md): a suite that starts one on a fresh
 * database runs the migrate step first, as a deployment does. Other environments migrate at boot by themselves.
 */
export async function migrateFirstInProduction(env: Record<string, string | undefined>): Promise<void> {
  if (env.NODE_ENV !== 'production') return;
  const lines: string[] = [];
  const code = await runMigrateStep({ env, print: (line) => lines.push(line) });
  if (code !== 0) throw new Error(`the migrate step failed:\n${lines.join('\n')}`);
}
