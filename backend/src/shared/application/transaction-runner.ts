/** Runs work atomically: every repository call made inside `run` joins one database transaction. */
export abstract class TransactionRunner {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
