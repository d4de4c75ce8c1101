import { AppConfig } from './app-config';
import { ConfigError, loadConfig } from './env.schema';

type Env = Record<string, string | undefined>;

/**
 * The configuration of a one-off command (the migrate step, support commands), which sends no mail and takes no
 * payments: a malformed variable is printed for the operator and gives null, anything else throws.
 */
export function loadCommandConfig(env: Env, print: (line: string) => void): AppConfig | null {
  try {
    return loadConfig(env, process.cwd(), { sendsMail: false, takesPayments: false });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    print(error.message);
    return null;
  }
}
