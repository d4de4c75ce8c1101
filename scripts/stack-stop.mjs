#!/usr/bin/env node
// `npm run stack:stop`: stops what `npm run stack` started, by pid (SIGTERM, SIGKILL after 15 s), newest first;
// a pid whose process is no longer the one started (a state file from before a reboot) is left alone.
// MariaDB and Redis are stopped only if the stack started them.
import { alive, clearState, readState, runningPidOf } from './stack/stack-lib.mjs';

const state = readState();
if (!state) {
  console.log('no stack is running (.stack/state.json is absent)');
  process.exit(0);
}
for (const entry of [...state.started].reverse()) {
  const pid = runningPidOf(entry);
  if (!pid) continue;
  process.kill(pid, 'SIGTERM');
  const end = Date.now() + 15_000;
  while (alive(pid) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  console.log(`stopped ${entry.name} (pid ${pid})`);
}
clearState();
