import { spawn } from 'node:child_process';

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(label, command, args, options) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const code = await run(command, args, options);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code}, ${seconds}s)`);
    process.exit(code);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}
