import { TransactionRunner } from '../application/transaction-runner';

/** Runs the work at once, counting the transactions: for use cases whose fakes need no rollback. */
export class ImmediateTransaction extends TransactionRunner {
  runs = 0;
  run<T>(work: () => Promise<T>): Promise<T> {
    this.runs += 1;
    return work();
  }
}
