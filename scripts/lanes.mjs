import { spawn } from 'node:child_process';

/**
 * Steps of `npm test` that run side by side (decision 0032). A lane is a list of steps run one after the other; the
 * lanes of a stage run at once, and the stage ends when every lane has. A step's output is held back and printed
 * whole when it ends, so two steps' lines never interleave in the log; the first failure stops every other step
 * (each child runs in its own process group, killed whole) and ends `npm test` with that step's exit code.
 *
 * A step is { label, command, args, options, after }; `options.env` and `options.cwd` as for spawn; `after` is the
 * label of a step in another lane that must have passed before this one starts.
 */
const running = new Set();
/** label -> { promise, resolve }: a step's passing, for the steps that wait for it (`after`). */
const passed = new Map();
const passing = (label) => {
  if (!passed.has(label)) {
    let resolve;
    const promise = new Promise((done) => (resolve = done));
    passed.set(label, { promise, resolve });
  }
  return passed.get(label);
};

/**
 * Stops every running step: SIGINT to its process group, as Ctrl-C would (Playwright then closes its browsers and
 * its server, which SIGTERM does not make it do), and SIGKILL to whatever group still runs 15 s later.
 */
let stopping = false;
async function stopAll() {
  stopping = true;
  const children = [...running];
  const signal = (child, name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  for (const child of children) signal(child, 'SIGINT');
  const closed = children.map(
    (child) => new Promise((done) => (running.has(child) ? child.on('close', done) : done())),
  );
  const timer = new Promise((done) => setTimeout(done, 15_000).unref());
  await Promise.race([Promise.all(closed), timer]);
  for (const child of children) if (running.has(child)) signal(child, 'SIGKILL');
}

for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, async () => {
    await stopAll();
    process.exit(1);
  });
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

function runStep({ label, command, args, options = {} }, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n▶ ${label}${alone ? '' : ' (started beside another lane; its output follows when it ends)'}`);
    // Alone in its stage the step's output streams as it comes; beside another it is gathered and printed at its end.
    const child = spawn(command, args, {
      ...options,
      detached: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const chunks = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    // 'close', not 'exit': the last output may still be unread at 'exit'.
    child.on('close', (code, signal) => {
      running.delete(child);
      // Stopped because another step failed: that failure is the verdict, not this.
      if (stopping) return console.log(`■ ${label} stopped`);
      const status = code ?? (signal ? 1 : 0);
      if (!alone) {
        console.log(`\n── output of: ${label}`);
        process.stdout.write(Buffer.concat(chunks));
      }
      if (status !== 0) {
        console.error(`✖ ${label} failed (exit ${status}, ${seconds(started)}s)`);
        stopAll().then(() => process.exit(status));
        return;
      }
      console.log(`✔ ${label} (${seconds(started)}s)`);
      passing(label).resolve();
      resolve();
    });
  });
}

/** Runs the lanes at once, each lane's steps in order; resolves when all are done, exits on the first failure. */
export async function stage(...lanes) {
  const started = Date.now();
  const alone = lanes.length === 1;
  // A step waiting for one that is not in this stage would wait for ever: refuse it at once.
  const labels = new Set(lanes.flat().map((step) => step.label));
  for (const step of lanes.flat()) {
    if (step.after && !labels.has(step.after))
      throw new Error(`"${step.label}" waits for "${step.after}", not in this stage`);
  }
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        if (step.after) await passing(step.after).promise;
        await runStep(step, alone);
      }
    }),
  );
  if (!alone) console.log(`\n⏱ stage of ${lanes.length} lanes done in ${seconds(started)}s`);
}
