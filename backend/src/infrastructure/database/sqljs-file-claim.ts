import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { AppConfig } from '../../config/app-config';

/**
 * sql.js keeps the whole database in the server's memory and writes all of it back to the file: a change another
 * process makes to the file meanwhile (the admin command) is overwritten by the server's next save. So the server
 * marks the file as held while it runs (`<file>.pid`), and the commands refuse to change a held file.
 */
const claimFile = (databaseFile: string) => `${databaseFile}.pid`;

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of the running server holding this sql.js file, or null (none, or one that died without letting go). */
function sqljsFileHolder(databaseFile: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(claimFile(databaseFile), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && running(pid) ? pid : null;
}

/**
 * For a command about to change the database: the line refusing it while a server holds the embedded file, or null
 * (MySQL, or no server running on the file).
 */
export function refusalWhileServerRuns(database: AppConfig['database'], change: string): string | null {
  const holder = database.kind === 'sqljs' ? sqljsFileHolder(database.file) : null;
  return holder === null
    ? null
    : `The server (pid ${holder}) is running on this embedded database: stop it first ` +
        `(it keeps the file in memory and would write over ${change}).`;
}

/** Holds the sql.js file for the server's lifetime (nothing on MySQL). */
@Injectable()
export class SqljsFileClaim implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly config: AppConfig) {}

  private get file(): string | null {
    return this.config.database.kind === 'sqljs' ? this.config.database.file : null;
  }

  onApplicationBootstrap(): void {
    if (this.file) writeFileSync(claimFile(this.file), String(process.pid));
  }

  onApplicationShutdown(): void {
    if (this.file) rmSync(claimFile(this.file), { force: true });
  }
}
