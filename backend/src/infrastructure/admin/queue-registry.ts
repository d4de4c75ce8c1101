import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';

export interface RegisteredQueue {
  /** The Bull queue, shown on the board; null for an in-process queue (metrics only). */
  bull: Queue | null;
  /** Counts and durations for /admin/metrics. */
  stats(): Promise<object>;
}

/** Every queue of the app, registered by the module that owns it (pdf now, any later one the same way). */
@Injectable()
export class QueueRegistry {
  private readonly queues = new Map<string, RegisteredQueue>();
  private readonly listeners: ((name: string, queue: RegisteredQueue) => void)[] = [];

  register(name: string, queue: RegisteredQueue): void {
    this.queues.set(name, queue);
    for (const listener of this.listeners) listener(name, queue);
  }

  onRegister(listener: (name: string, queue: RegisteredQueue) => void): void {
    this.listeners.push(listener);
    for (const [name, queue] of this.queues) listener(name, queue);
  }

  entries(): [string, RegisteredQueue][] {
    return [...this.queues];
  }
}
