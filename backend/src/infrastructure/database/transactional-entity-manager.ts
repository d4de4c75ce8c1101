import { Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager } from 'typeorm';
import { TransactionRunner } from '../../shared/application/transaction-runner';

/**
 * Repositories ask this for their EntityManager, so a use case can wrap calls to several repositories (even of
 * several modules) in one transaction without passing a manager through the ports.
 */
@Injectable()
export class TransactionalEntityManager extends TransactionRunner {
  private readonly storage = new AsyncLocalStorage<EntityManager>();
  /** sql.js has one connection: two transactions at once would nest, so they wait for each other here. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  get manager(): EntityManager {
    return this.storage.getStore() ?? this.dataSource.manager;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.storage.getStore()) return work();
    const transaction = () => this.dataSource.transaction((manager) => this.storage.run(manager, work));
    if (this.dataSource.options.type !== 'sqljs') return transaction();
    const result = this.queue.then(transaction, transaction);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
