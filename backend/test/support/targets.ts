import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

/**
 * An environment an e2e suite runs against: embedded sql.js always; MariaDB when MYSQL_URL is set; Redis-backed
 * sessions and rate limits when REDIS_URL is set. In CI a missing service fails its target instead of silently
 * skipping it.
 */
export interface Target {
  name: string;
  database: 'sqljs' | 'mariadb';
  redis: boolean;
  /** Set when CI expects this service but its variable is missing: the target's suite must fail. */
  missing?: string;
}

const inCi = process.env.CI === 'true';
const mysqlUrl = process.env.MYSQL_URL;
const redisUrl = process.env.REDIS_URL;

/**
 * The environments a suite runs against. By default the two shapes the product is deployed in: embedded sql.js (no
 * servers) and MariaDB + Redis (production). `everyStore` adds MariaDB without Redis, for the suites whose subject is
 * state that lives in Redis when it is there and in the database otherwise (sessions, rate limits, idempotency keys,
 * migrations): the feature suites store nothing that moves with Redis, and running them a third time checked nothing
 * new (decision 0032).
 */
export function targets(options: { everyStore?: boolean } = {}): Target[] {
  const list: Target[] = [{ name: 'sql.js', database: 'sqljs', redis: false }];
  const mariadbAlone = options.everyStore || !redisUrl;
  if (mysqlUrl) {
    if (mariadbAlone) list.push({ name: 'MariaDB', database: 'mariadb', redis: false });
  } else if (inCi) list.push({ name: 'MariaDB', database: 'mariadb', redis: false, missing: 'MYSQL_URL' });
  if (redisUrl)
    list.push({
      name: mysqlUrl ? 'MariaDB + Redis' : 'sql.js + Redis',
      database: mysqlUrl ? 'mariadb' : 'sqljs',
      redis: true,
    });
  else if (inCi) list.push({ name: 'Redis', database: 'sqljs', redis: true, missing: 'REDIS_URL' });
  return list;
}

export interface TargetResources {
  env: Record<string, string>;
  /** Drops what the target created (the MariaDB database). */
  release(): Promise<void>;
}

/** A fresh database (MariaDB: test_<random>, dropped afterwards) and a fresh Redis key prefix per suite. */
export async function provision(target: Target): Promise<TargetResources> {
  if (target.missing)
    throw new Error(`${target.missing} must be set when CI=true (the ${target.name} suite cannot run without it)`);
  const env: Record<string, string> = {};
  const suffix = randomBytes(5).toString('hex');
  let release = async () => {};
  if (target.database === 'mariadb') {
    const server = new URL(mysqlUrl!);
    const name = `test_${suffix}`;
    const admin = await createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username),
      password: decodeURIComponent(server.password),
    });
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const url = new URL(mysqlUrl!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    release = async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    };
  }
  if (target.redis) {
    env.REDIS_URL = redisUrl!;
    env.REDIS_KEY_PREFIX = `test:${suffix}:`;
  }
  return { env, release };
}
