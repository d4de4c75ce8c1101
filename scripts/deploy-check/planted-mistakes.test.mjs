// The deployment check must fail on the mistakes it exists to catch. Each case copies deploy/ to a temporary folder,
// plants one mistake, runs scripts/check-deploy.mjs on the copy and expects exit 1 with the problem named.
// `node --test scripts/deploy-check/` (npm test runs it right after the check itself).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const hasKubectl = await new Promise((done) =>
  spawn('kubectl', ['version', '--client'], { stdio: 'ignore' })
    .on('error', () => done(false))
    .on('exit', (code) => done(code === 0)),
);

// Without kubectl the Kubernetes plants cannot be checked: skipped on a developer's machine, a failure in CI.
const kubectlSkip = !hasKubectl && process.env.CI !== 'true' && 'kubectl is not installed';

/** Copies deploy/, replaces `from` with `to` in `file` (which must contain it), runs the check on the copy. */
async function checkWithPlant(file, from, to) {
  const copy = mkdtempSync(join(tmpdir(), 'planted-'));
  try {
    cpSync(join(root, 'deploy'), join(copy, 'deploy'), { recursive: true });
    const path = join(copy, 'deploy', file);
    const text = readFileSync(path, 'utf8');
    assert.ok(text.includes(from), `${file} no longer holds ${JSON.stringify(from)}: update this plant`);
    writeFileSync(path, text.replace(from, to));
    const args = [
      'scripts/check-deploy.mjs',
      '--overlay',
      join(copy, 'deploy/k8s/overlays/production'),
      '--compose',
      join(copy, 'deploy/compose.yaml'),
    ];
    return await new Promise((done) => {
      const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, CI: '' } });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      // 'close', not 'exit': 'exit' can come before the last of the output has been read (seen in CI under load).
      child.on('close', (code) => done({ code, output }));
    });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

async function expectCaught(file, from, to, named) {
  const { code, output } = await checkWithPlant(file, from, to);
  assert.equal(code, 1, `the check passed with the plant in ${file}:\n${output}`);
  // The problem lines are the indented ones under a ✖ heading (the ✔ headings name the checks, not problems).
  const problems = output.split('\n').filter((line) => line.startsWith('    '));
  assert.ok(
    problems.some((line) => named.test(line)),
    `no problem line matches ${named}:\n${output}`,
  );
}

describe('the deployment check fails on a planted mistake', { concurrency: true }, () => {
  it('the unplanted copy passes (so each failure below is the plant)', async () => {
    const { code, output } = await checkWithPlant('compose.yaml', 'services:', 'services:');
    assert.equal(code, 0, output);
  });

  it('a misspelt field in the API Deployment (Kubernetes schema)', { skip: kubectlSkip }, () =>
    expectCaught('k8s/base/api.yaml', 'readinessProbe:', 'readinesProbe:', /readinesProbe/),
  );

  it('a replica count that is not a number (Kubernetes schema)', { skip: kubectlSkip }, () =>
    expectCaught('k8s/base/api.yaml', 'replicas: 2', "replicas: 'two'", /replicas/),
  );

  it('a secret written into the ConfigMap (deployment rules)', { skip: kubectlSkip }, () =>
    expectCaught(
      'k8s/overlays/production/config.env',
      'APP_URL=https://app.example.com',
      'APP_URL=https://app.example.com\nSTRIPE_SECRET_KEY=sk_live_planted',
      /STRIPE_SECRET_KEY/,
    ),
  );

  it('a shutdown grace shorter than the app needs (deployment rules)', { skip: kubectlSkip }, () =>
    expectCaught(
      'k8s/base/api.yaml',
      'terminationGracePeriodSeconds: 45',
      'terminationGracePeriodSeconds: 5',
      /grace/i,
    ),
  );

  it('a kustomization naming a file that is not there (kubectl kustomize)', { skip: kubectlSkip }, () =>
    expectCaught('k8s/base/kustomization.yaml', 'api.yaml', 'api-planted.yaml', /api-planted\.yaml/),
  );

  it('an unknown key in a compose service (compose schema)', () =>
    expectCaught(
      'compose.yaml',
      'stop_grace_period: 45s',
      'stop_grace_period: 45s\n    restart_policy: always',
      /restart_policy/,
    ));

  it('the compose stack with one API replica (compose rules)', () =>
    expectCaught('compose.yaml', 'deploy: { replicas: 2 }', 'deploy: { replicas: 1 }', /replica/i));
});
