#!/usr/bin/env node
// `npm run stack:stop`: stops what `npm run stack` started, by pid (SIGTERM, SIGKILL after 15 s), newest first.
// MariaDB and Redis are stopped only if the stack started them.
import { alive, clearState, pidOf, readState } from './stack/stack-lib.mjs';

const state = readState();
if (!state) {
  console.log('no stack is running (.stack/state.json is absent)');
  process.exit(0);
}
for (const entry of [...state.started].reverse()) {
  const pid = pidOf(entry);
  if (!pid || !alive(pid)) continue;
  process.kill(pid, 'SIGTERM');
  const end = Date.now() + 15_000;
  while (alive(pid) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  console.log(`stopped ${entry.name} (pid ${pid})`);
}
clearState();
