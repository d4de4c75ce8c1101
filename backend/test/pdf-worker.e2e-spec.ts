import Bull from 'bull';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Redis from 'ioredis';
import { fixtureResume } from '../../frontends/resume-view/src/fixture';
import { loadConfig } from '../src/config/env.schema';
import { BullPdfQueue } from '../src/modules/pdf/adapters/out/bull-pdf.queue';
import { openPdfQueue } from '../src/modules/pdf/adapters/out/bull-pdf-queue.options';
import { RedisPdfResults } from '../src/modules/pdf/adapters/out/redis-pdf-results';
import { pdfJob } from '../src/modules/pdf/domain/pdf-export';

/**
 * The worker entry as its own process against Redis: SIGKILL mid-job loses no job and yields one result;
 * SIGTERM waits for the running job. Each test starts the workers it needs, and every worker still running is
 * stopped after the test, so a test runs alone (-t) as in the whole file. Needs REDIS_URL (CI=true without it fails).
 */
const redisUrl = process.env.REDIS_URL;
const inCi = process.env.CI === 'true';
const run = redisUrl || inCi ? describe : describe.skip;

run('PDF worker process', () => {
  const prefix = `test:${randomBytes(5).toString('hex')}:`;
  const env = {
    ...process.env,
    REDIS_URL: redisUrl ?? '',
    REDIS_KEY_PREFIX: prefix,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PDF_TEST_DELAY_MS: '2500',
    // A killed worker's job is found stalled within lock + interval. The lock is renewed every half of it, by a worker
    // whose event loop a loaded 2-core CI machine can hold past 1 s (a lock of 1000 ms once lapsed while the second
    // worker printed, and Bull failed the job as stalled twice): 3 s keeps the test quick and the renewal safe.
    PDF_LOCK_DURATION_MS: '3000',
    PDF_STALLED_INTERVAL_MS: '500',
    PDF_CONCURRENCY: '1',
  };
  const children: ChildProcess[] = [];
  let queue: Bull.Queue;
  const completedEvents: string[] = [];

  // The lock and stall-check settings as shipped: what a deployment that sets neither gets.
  const { PDF_LOCK_DURATION_MS: _lock, PDF_STALLED_INTERVAL_MS: _stall, ...defaultLockEnv } = env;
  const startWorker = (workerEnv: NodeJS.ProcessEnv = env) => {
    const child = spawn(
      process.execPath,
      ['-r', join(__dirname, 'support', 'ts-register.js'), join(__dirname, '..', 'src', 'worker.ts')],
      {
        env: workerEnv,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    children.push(child);
    return child;
  };
  const exited = (child: ChildProcess) =>
    new Promise<{ code: number | null; signal: string | null }>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null)
        resolve({ code: child.exitCode, signal: child.signalCode });
      else child.once('exit', (code, signal) => resolve({ code, signal }));
    });
  const until = async (check: () => Promise<boolean>, ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out waiting');
  };
  const input = (name: string) => ({
    data: fixtureResume(),
    filter: null,
    template: null,
    paperSize: 'A4' as const,
    title: name,
    author: name,
  });

  beforeAll(async () => {
    if (!redisUrl) throw new Error('REDIS_URL must be set when CI=true (the worker suite cannot run without it)');
    // The producer side only (no processing here), as the API uses it.
    queue = new Bull('pdf', redisUrl, { prefix: `${prefix}bull` });
    queue.on('global:completed', (jobId: string) => completedEvents.push(String(jobId)));
    await queue.isReady();
  });

  // The next test must find no worker of this one: the concurrency test counts what one worker takes.
  afterEach(async () => {
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(running.map(exited));
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await queue?.close();
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('completes a job exactly once after its worker is killed with SIGKILL mid-job and a new one starts', async () => {
    const job = pdfJob(input('sigkill'));
    await queue.add(job.input, { jobId: job.id, attempts: 3, backoff: { type: 'exponential', delay: 1000 } });

    const first = startWorker();
    await until(async () => (await queue.getJob(job.id))?.isActive() ?? false, 20_000);
    first.kill('SIGKILL');
    expect((await exited(first)).signal).toBe('SIGKILL');
    expect(completedEvents).toEqual([]);

    startWorker();
    const finished = await queue.getJob(job.id);
    const { bytes } = (await finished!.finished()) as { bytes: number };
    const pdf = await new RedisPdfResults(queue.client, prefix).get(job.id);
    expect([pdf?.subarray(0, 5).toString(), pdf?.length]).toEqual(['%PDF-', bytes]);
    // A second run of the job would have to be active or waiting again; wait until the queue has nothing left to
    // run and the completion event has arrived, then count the completions.
    await until(
      async () =>
        completedEvents.includes(job.id) &&
        (await queue.getActiveCount()) === 0 &&
        (await queue.getWaitingCount()) === 0 &&
        (await queue.getDelayedCount()) === 0,
      20_000,
    );
    expect(completedEvents.filter((id) => id === job.id)).toEqual([job.id]);
    const done = await queue.getJob(job.id);
    expect(await done!.getState()).toBe('completed');
  }, 60_000);

  it("hands a killed worker's job to a running worker within 20 s of the kill at the default lock settings", async () => {
    const job = pdfJob(input('sigkill-defaults'));
    await queue.add(job.input, { jobId: job.id, attempts: 3, backoff: { type: 'exponential', delay: 1000 } });
    // The first worker's job outlasts the kill 4 s in (issue 24's case 21); the second prints at once.
    const first = startWorker({ ...defaultLockEnv, PDF_TEST_DELAY_MS: '15000' });
    await until(async () => (await queue.getJob(job.id))?.isActive() ?? false, 20_000);
    startWorker({ ...defaultLockEnv, PDF_TEST_DELAY_MS: '0' });
    await new Promise((r) => setTimeout(r, 4000));
    first.kill('SIGKILL');
    const killedAt = Date.now();
    expect((await exited(first)).signal).toBe('SIGKILL');
    expect(completedEvents).not.toContain(job.id);

    await until(async () => completedEvents.includes(job.id), 60_000);
    const done = await queue.getJob(job.id);
    expect({ took: Date.now() - killedAt <= 20_000 ? 'within 20 s' : `${Date.now() - killedAt} ms` }).toEqual({
      took: 'within 20 s',
    });
    expect([await done!.getState(), await queue.client.hget(`${prefix}bull:pdf:${job.id}`, 'stalledCounter')]).toEqual([
      'completed',
      '1',
    ]);
    expect(completedEvents.filter((id) => id === job.id)).toEqual([job.id]);
  }, 120_000);

  it('lets the running job finish on SIGTERM before the worker exits', async () => {
    const worker = startWorker();
    const job = pdfJob(input('sigterm'));
    await queue.add(job.input, { jobId: job.id });
    await until(async () => (await queue.getJob(job.id))?.isActive() ?? false, 20_000);
    worker.kill('SIGTERM');
    // Nest closes the app (queue first, then the browser), then re-raises the signal on itself.
    const { code, signal } = await exited(worker);
    expect(code === 0 || signal === 'SIGTERM').toBe(true);
    const after = await queue.getJob(job.id);
    expect([await after!.getState(), after!.failedReason]).toEqual(['completed', undefined]);
  }, 60_000);

  it("answers a repeated export from the finished job, and prints again once that job's PDF has expired", async () => {
    startWorker();
    // The API's producer over the queue BullModule would give it (this process takes no jobs).
    const config = loadConfig({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, NODE_ENV: 'test' });
    const bull = openPdfQueue(config);
    const api = new BullPdfQueue(config, bull);
    try {
      const job = pdfJob(input('repeat'));
      const first = await api.submit(job);
      expect(first.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await api.submit(job)).equals(first)).toBe(true);
      expect(completedEvents.filter((id) => id === job.id)).toHaveLength(1);

      await queue.client.del(`${prefix}pdf:result:${job.id}`);
      const again = await api.submit(job);
      expect(again.subarray(0, 5).toString()).toBe('%PDF-');
      expect(completedEvents.filter((id) => id === job.id)).toHaveLength(2);
    } finally {
      await bull.close();
    }
  }, 60_000);

  it('takes one job beyond PDF_CONCURRENCY (1 here) off the queue, never more', async () => {
    startWorker();
    const jobs = ['ahead-1', 'ahead-2', 'ahead-3'].map((name) => pdfJob(input(name)));
    for (const job of jobs) await queue.add(job.input, { jobId: job.id });
    await until(async () => (await queue.getActiveCount()) >= 2, 20_000);
    const allCompleted = async () => {
      const states = await Promise.all(jobs.map(async (job) => (await queue.getJob(job.id))?.getState()));
      return states.every((state) => state === 'completed');
    };
    await until(allCompleted, 30_000);
    // The jobs' own timestamps say it, instead of sampling the active count: the third job was taken off the
    // queue only once one of the first two had finished.
    const taken = await Promise.all(jobs.map(async (job) => (await queue.getJob(job.id))!));
    const [a, b, last] = taken.sort((x, y) => x.processedOn! - y.processedOn!);
    expect(last.processedOn!).toBeGreaterThanOrEqual(Math.min(a.finishedOn!, b.finishedOn!));
  }, 60_000);
});
