import { AppConfig } from '../../config/app-config';
import { PeriodicTask } from './periodic-task';

class Counting extends PeriodicTask {
  runs = 0;
  fail = false;
  protected async run(): Promise<string> {
    this.runs += 1;
    if (this.fail) throw new Error('database away');
    return 'done';
  }
}

const config = (housekeepingIntervalMs: number) => Object.assign(new AppConfig(), { housekeepingIntervalMs });
const flush = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
};

describe('PeriodicTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs every interval, goes on after a failed run, and stops on shutdown', async () => {
    const task = new Counting(config(1000));
    task.onApplicationBootstrap();
    await flush(999);
    expect(task.runs).toBe(0);
    await flush(1);
    expect(task.runs).toBe(1);
    task.fail = true;
    await flush(1000);
    expect(task.runs).toBe(2);
    task.fail = false;
    await flush(1000);
    expect(task.runs).toBe(3);
    await task.onApplicationShutdown();
    await flush(5000);
    expect(task.runs).toBe(3);
  });

  it('waits at most a minute for the first run, and never runs with an interval of 0', async () => {
    const hourly = new Counting(config(3_600_000));
    hourly.onApplicationBootstrap();
    await flush(60_000);
    expect(hourly.runs).toBe(1);
    await hourly.onApplicationShutdown();

    const off = new Counting(config(0));
    off.onApplicationBootstrap();
    await flush(10_000_000);
    expect(off.runs).toBe(0);
  });
});
