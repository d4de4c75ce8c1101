import { PreviewScheduler } from '@resume/features';

/** A request that answers when the test says, and records whether it was aborted. */
function deferredRequests() {
  const calls: { signal: AbortSignal; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const run = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, run };
}

/** Lets the settled promises' callbacks run (microtasks only: the fake timers do not move). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('PreviewScheduler (debounce and abort of the live preview)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks once when typing pauses, not at each keystroke', () => {
    const { calls, run } = deferredRequests();
    const scheduler = new PreviewScheduler({ delayMs: 600, run, onResult: jest.fn(), onError: jest.fn() });
    for (let key = 0; key < 10; key += 1) {
      scheduler.schedule();
      jest.advanceTimersByTime(100);
    }
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(499);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(calls).toHaveLength(1);
    scheduler.dispose();
  });

  it('aborts the request for an older state and never shows its answer', async () => {
    const { calls, run } = deferredRequests();
    const onResult = jest.fn();
    const onError = jest.fn();
    const scheduler = new PreviewScheduler({ delayMs: 600, run, onResult, onError });
    scheduler.flush();
    scheduler.schedule();
    jest.advanceTimersByTime(600);
    expect(calls).toHaveLength(2);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);

    // The older answer arrives after the newer request started: ignored, as is a late failure of it.
    calls[0].resolve('old');
    calls[0].reject(new Error('aborted'));
    await settle();
    expect(onResult).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();

    calls[1].resolve('new');
    await settle();
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith('new');
    scheduler.dispose();
  });

  it('reports the failure of the latest request, and stops everything when disposed', async () => {
    const { calls, run } = deferredRequests();
    const onError = jest.fn();
    const onStart = jest.fn();
    const scheduler = new PreviewScheduler({ delayMs: 600, run, onResult: jest.fn(), onError, onStart });
    scheduler.flush();
    expect(onStart).toHaveBeenCalledTimes(1);
    const failure = new Error('the preview failed');
    calls[0].reject(failure);
    await settle();
    expect(onError).toHaveBeenCalledWith(failure);

    scheduler.flush();
    scheduler.schedule();
    scheduler.dispose();
    expect(calls[1].signal.aborted).toBe(true);
    jest.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(2);
  });
});
