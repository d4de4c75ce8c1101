import type { Queue } from 'bull';

/** completed: the job is done (its PDF is stored beside it); false: an attempt failed (retried, or for good). */
export interface FinishedEvent {
  completed: boolean;
}

export interface NextEvent {
  readonly event: Promise<FinishedEvent>;
  cancel(): void;
}

/** Bull's own subscription call, which Job.finished() also awaits; `on()` starts it without waiting. */
interface SubscribingQueue {
  _registerEvent(name: string): Promise<unknown> | undefined;
}

/**
 * The queue's completion and failure events (Redis pub/sub, published by whichever worker finished the job),
 * one subscription per process, handed to the requests waiting for those job ids.
 *
 * Why not Bull's Job.finished(): it reads the job's state and only then attaches its listeners, so an event that
 * arrives on the subscriber connection before that read's reply is missed, and the caller waits for its 5-second
 * watchdog (seen in bench/pdf.mjs with fast jobs: one round of 120 took 5.2 s instead of 0.5 s). Here a caller
 * listens first (`next`), then reads the state; an event is never missed, and a poll covers pub/sub messages lost
 * while Redis reconnects.
 */
export class BullFinishedJobs {
  private readonly listeners = new Map<string, Set<(event: FinishedEvent) => void>>();
  private subscribed: Promise<unknown> | null = null;

  constructor(private readonly queue: Queue) {}

  /** Subscribes on first use; resolves once Redis confirmed both subscriptions. */
  ready(): Promise<unknown> {
    this.subscribed ??= (() => {
      this.queue.on('global:completed', (jobId: string | number) => this.emit(String(jobId), { completed: true }));
      this.queue.on('global:failed', (jobId: string | number) => this.emit(String(jobId), { completed: false }));
      const internal = this.queue as unknown as SubscribingQueue;
      return Promise.all([internal._registerEvent('global:completed'), internal._registerEvent('global:failed')]);
    })();
    return this.subscribed;
  }

  /** The next event of this job, listened for from now on. */
  next(jobId: string): NextEvent {
    let listener!: (event: FinishedEvent) => void;
    const event = new Promise<FinishedEvent>((resolve) => (listener = resolve));
    let set = this.listeners.get(jobId);
    if (!set) this.listeners.set(jobId, (set = new Set()));
    set.add(listener);
    return {
      event,
      cancel: () => {
        set.delete(listener);
        if (!set.size && this.listeners.get(jobId) === set) this.listeners.delete(jobId);
      },
    };
  }

  private emit(jobId: string, event: FinishedEvent): void {
    const set = this.listeners.get(jobId);
    if (!set) return;
    this.listeners.delete(jobId);
    for (const listener of set) listener(event);
  }
}
