import 'reflect-metadata';
import {
  ConsoleLogger,
  DynamicModule,
  Global,
  INestApplicationContext,
  Logger,
  LogLevel,
  Module,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { userInfo } from 'node:os';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { loadCommandConfig } from './config/command-config';
import { DatabaseModule } from './infrastructure/database/database.module';
import { BillingSupportModule } from './modules/billing/billing.module';
import { SetPlanForSupport } from './modules/billing/application/set-plan-for-support.use-case';
import { SystemClock } from './shared/adapters/system-clock';
import { Clock } from './shared/application/clock';
import { DomainError } from './shared/domain/domain-error';
import { refusalWhileServerRuns } from './infrastructure/database/sqljs-file-claim';

/**
 * Support commands (`npm run admin -w backend -- <command> ...`, dist/admin-cli.js): a Nest application context on
 * the same configuration and database as the API, without HTTP.
 *
 *   plan <email> <free|premium|professional> [status]   sets a user's plan; status one of Stripe's (active, trialing,
 *                                                       past_due, canceled, ...) or none; default active for a paid
 *                                                       plan, none for free
 *
 * Each change is logged with who (the operator's login), what (the user's id, before and after) and when.
 */
const USAGE = 'usage: npm run admin -w backend -- plan <email> <free|premium|professional> [status]';

@Global()
@Module({ providers: [{ provide: Clock, useClass: SystemClock }], exports: [Clock] })
class SystemClockModule {}

@Module({})
class AdminCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AdminCliModule,
      imports: [ConfigModule.forRoot(config), SystemClockModule, DatabaseModule, BillingSupportModule],
    };
  }
}

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Nest's start-up lines are noise in a command's output; the change itself is logged. */
class CommandLogger extends ConsoleLogger {
  log(message: unknown, context?: string): void {
    if (context === 'NestFactory' || context === 'InstanceLoader') return;
    super.log(message, context);
  }
}

export interface AdminRun {
  env?: Record<string, string | undefined>;
  /** Who runs it; the login of the process by default. */
  operator?: string;
  print?: (line: string) => void;
}

/** Runs one admin command; returns the exit code (0 done, 1 refused, 2 usage). */
export async function runAdminCommand(args: string[], run: AdminRun = {}): Promise<number> {
  const print = run.print ?? ((line: string) => console.log(line));
  const [command, email, plan, status, ...rest] = args;
  if (command !== 'plan' || !email || !plan || rest.length) {
    print(USAGE);
    return 2;
  }
  const config = loadCommandConfig(run.env ?? process.env, print);
  if (!config) return 1;
  const refusal = refusalWhileServerRuns(config.database, 'this change');
  if (refusal) {
    print(refusal);
    return 1;
  }
  let app: INestApplicationContext | null = null;
  try {
    const logger = new CommandLogger();
    logger.setLogLevels(LEVELS.slice(0, LEVELS.indexOf(config.logLevel) + 1));
    app = await NestFactory.createApplicationContext(AdminCliModule.forRoot(config), { logger });
    const operator = run.operator ?? process.env.SUDO_USER ?? userInfo().username;
    const done = await app
      .get(SetPlanForSupport)
      .execute({ email, plan, status: status === 'none' ? null : status, operator });
    const show = (s: { plan: string; subscriptionStatus: string | null }) => `${s.plan}/${s.subscriptionStatus ?? '-'}`;
    print(`user ${done.userId}: ${show(done.before)} -> ${show(done.after)}`);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    print(
      error.code === 'NOT_FOUND'
        ? 'No account has this address.'
        : (error.extras.details ?? []).map((d) => `${d.field} ${d.problem}`).join('; ') || error.code,
    );
    return 1;
  } finally {
    await app?.close();
  }
}

if (require.main === module) {
  runAdminCommand(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      new Logger('Admin').error((error as Error).message);
      process.exit(1);
    },
  );
}
