#!/usr/bin/env node
// `npm run stack:admin -- plan <email> <plan> [status]`: the support command (backend/dist/admin-cli.js) against the
// running stack's database and Redis, with the environment its replicas run with (STACK_* variables as for
// `npm run stack`). Plain `npm run admin -w backend` would change the embedded database instead.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { apiEnv, root, stackPorts } from './stack/stack-lib.mjs';

const { status } = spawnSync(process.execPath, [join(root, 'backend/dist/admin-cli.js'), ...process.argv.slice(2)], {
  env: apiEnv(stackPorts()),
  stdio: 'inherit',
});
process.exit(status ?? 1);
