#!/usr/bin/env node
// The deployment check of `npm test` (docs/decisions/0028-deployment.md):
//  1. renders the production overlay with `kubectl kustomize deploy/k8s/overlays/production` and checks every object
//     against the Kubernetes schemas (kubernetes-models) and field names (their TypeScript types); KEDA's resources
//     against their own schemas (scripts/deploy-check/keda-schemas.mjs);
//  2. checks deploy/compose.yaml (`docker compose config` if Docker's compose plugin exists, else the compose-spec
//     JSON schema);
//  3. checks what both must do (scripts/deploy-check/deployment-rules.mjs): every production variable of the
//     README's table wired, secrets from Secrets, shutdown grace, remote versions, the queue KEDA watches.
// Without kubectl: a failure under CI=true, elsewhere a skip with a note (the compose file is still checked).
// `--overlay <dir>` and `--compose <file>` check other copies (e.g. one with a planted mistake).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { checkComposeFile } from './deploy-check/compose-file.mjs';
import { composeRules, kubernetesRules } from './deploy-check/deployment-rules.mjs';
import { kubernetesProblems } from './deploy-check/kubernetes-schemas.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : join(root, fallback);
};
const overlay = option('--overlay', 'deploy/k8s/overlays/production');
const composeFile = option('--compose', 'deploy/compose.yaml');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const problems = [];

function report(title, found) {
  console.log(`${found.length ? '✖' : '✔'} ${title}`);
  for (const problem of found) console.log(`    ${problem}`);
  problems.push(...found);
}

const kubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
if (kubectl) {
  const rendered = spawnSync('kubectl', ['kustomize', overlay], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (rendered.status !== 0) {
    report(`kubectl kustomize ${overlay}`, [rendered.stderr.trim() || `exit ${rendered.status}`]);
  } else {
    const documents = parseAllDocuments(rendered.stdout);
    const objects = documents.map((d) => d.toJS()).filter(Boolean);
    report(`${objects.length} objects rendered from ${overlay}, against the Kubernetes schemas`, [
      ...documents.flatMap((d) => d.errors.map((e) => e.message)),
      ...(await kubernetesProblems(objects, root)),
    ]);
    report(
      'the Kubernetes deployment: variables, secrets, shutdown, scaling, remote versions',
      kubernetesRules(objects, readme),
    );
  }
} else if (process.env.CI === 'true') {
  report('kubectl', ['kubectl is missing: CI renders and validates deploy/k8s (kubectl 1.32 with kustomize 5.5)']);
} else {
  console.warn('! kubectl is not installed: deploy/k8s not rendered nor validated');
}

const compose = checkComposeFile(composeFile, root);
report(`${composeFile} against ${compose.how}`, compose.problems);
if (compose.compose)
  report('the compose stack: services, replicas, migrate step, variables', composeRules(compose.compose, readme));

if (problems.length) {
  console.error(`\n${problems.length} problem(s) in the deployment files`);
  process.exit(1);
}
