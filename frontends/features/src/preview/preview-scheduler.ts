/** Timer functions, passed in so a test can drive them. */
export interface SchedulerTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface PreviewSchedulerOptions<R> {
  /** Quiet time after the last change before asking (docs/decisions/0045-live-preview.md: 600 ms while typing). */
  delayMs: number;
  /** Asks for the preview of the state at this moment; must stop when the signal aborts. */
  run: (signal: AbortSignal) => Promise<R>;
  onStart?: () => void;
  onResult: (result: R) => void;
  onError: (error: unknown) => void;
  timers?: SchedulerTimers;
}

const browserTimers: SchedulerTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Debounces preview requests and keeps only the newest: each change restarts the wait; when it ends, the request
 * still running (for an older state) is aborted and a new one starts. An answer or failure of an aborted request
 * is never reported, so what is shown is always the latest state asked for.
 */
export class PreviewScheduler<R> {
  private timer: unknown = null;
  private running: AbortController | null = null;
  private readonly timers: SchedulerTimers;

  constructor(private readonly options: PreviewSchedulerOptions<R>) {
    this.timers = options.timers ?? browserTimers;
  }

  /** Something changed: ask again once the changes pause. */
  schedule(): void {
    this.clearTimer();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.fire();
    }, this.options.delayMs);
  }

  /** Ask now (the first preview, or a choice that is not typed such as the paper or the template). */
  flush(): void {
    this.clearTimer();
    this.fire();
  }

  /** Stops the wait and the running request (the preview closed). */
  dispose(): void {
    this.clearTimer();
    this.running?.abort();
    this.running = null;
  }

  private clearTimer() {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private fire() {
    this.running?.abort();
    const controller = new AbortController();
    this.running = controller;
    this.options.onStart?.();
    this.options.run(controller.signal).then(
      (result) => {
        if (this.running !== controller || controller.signal.aborted) return;
        this.running = null;
        this.options.onResult(result);
      },
      (error: unknown) => {
        if (this.running !== controller || controller.signal.aborted) return;
        this.running = null;
        this.options.onError(error);
      },
    );
  }
}
