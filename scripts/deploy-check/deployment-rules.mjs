// What the deployment must do beyond holding valid objects (docs/decisions/0028-deployment.md), on the rendered
// Kubernetes overlay and on the compose file: every production variable of the README's table reaches the API or the
// worker; secrets come from Secrets only; the shutdown grace covers the app's own; each remote's image tag is the
// version the remotes manifest names; KEDA watches the list the app's queue writes to.

/** README variables production does without, and why. Every other row of the README's table must be wired. */
const NOT_IN_PRODUCTION = {
  SENDGRID_API_URL: 'points the SendGrid SDK at a test fake; production uses its default',
  STRIPE_API_URL: 'points the Stripe SDK at a test fake; production uses its default',
  LINKEDIN_AUTH_URL: 'points LinkedIn sign-in at a test fake; production uses its default',
  LINKEDIN_API_URL: 'points LinkedIn sign-in at a test fake; production uses its default',
  MAIL_OUTBOX_DIR: 'the mail outbox is refused in production',
  SHELL_DIST_DIR: 'the shell is a static site of its own (static.Dockerfile), not served by the API',
  REMOTES_DIST_DIR: 'each remote is a static site of its own (static.Dockerfile), not served by the API',
  REMOTES_MANIFEST_FILE: 'the shell serves /remotes.json from the ConfigMap resume-remotes',
  ENABLE_TEST_ROUTES: 'test only, refused in production',
  PDF_TEST_DELAY_MS: 'test only',
  IMAGE_FETCH_ALLOW_HOSTS: 'test only, refused in production',
  HOST: "a container listens on every interface of its own network namespace (Node's default); the Service decides who reaches it",
  METRICS_HOST: 'as HOST: the metrics port is reached through the pod network only, never a Service or the Ingress',
};

/** Values that are secrets: from a Secret (Kubernetes) or the caller's environment (compose), never written down. */
const SECRET_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'SENDGRID_API_KEY',
  'ACCESS_COOKIE_SECRET',
  'ADMIN_USER',
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'LINKEDIN_CLIENT_SECRET',
  'LINKEDIN_TOKEN_KEY',
];

/** What the worker and the migrate step cannot start without. */
const WORKER_NEEDS = ['NODE_ENV', 'REDIS_URL', 'REDIS_KEY_PREFIX', 'CHROMIUM_PATH'];
const MIGRATE_NEEDS = ['NODE_ENV', 'DATABASE_URL'];

/** The variables named in the first column of README's "Environment variables" table. */
function readmeVariables(readme) {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Environment variables'));
  if (!section) throw new Error('README.md has no "## Environment variables" section');
  const names = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
  return [...new Set(names)];
}

function productionVariables(readme) {
  return readmeVariables(readme).filter((name) => !(name in NOT_IN_PRODUCTION));
}

const missingFrom = (needed, present) => needed.filter((name) => !present.has(name));

// ---- Kubernetes

const byKind = (objects, kind) => objects.filter((o) => o.kind === kind);
const named = (objects, kind, name) => objects.find((o) => o.kind === kind && o.metadata?.name === name);
const podSpec = (workload) => workload?.spec?.template?.spec;

/**
 * Every variable a workload's first container gets: its env entries and the keys of the ConfigMaps it takes whole
 * (envFrom). `values` holds what the ConfigMaps say (the kustomize name carries a hash; envFrom names it exactly).
 */
function containerEnvironment(objects, workload) {
  const container = podSpec(workload)?.containers?.[0] ?? {};
  const names = new Set();
  const values = {};
  for (const source of container.envFrom ?? []) {
    const data = named(objects, 'ConfigMap', source.configMapRef?.name)?.data ?? {};
    for (const [key, value] of Object.entries(data)) {
      names.add(key);
      values[key] = value;
    }
  }
  for (const entry of container.env ?? []) {
    names.add(entry.name);
    if (entry.value !== undefined) values[entry.name] = entry.value;
  }
  return { container, names, values };
}

function preStopSeconds(container) {
  const hook = container.lifecycle?.preStop;
  if (hook?.sleep) return Number(hook.sleep.seconds);
  const command = hook?.exec?.command ?? [];
  return command[0] === 'sleep' ? Number(command[1]) : 0;
}

function secretRules(objects) {
  const problems = [];
  for (const secret of byKind(objects, 'Secret'))
    problems.push(`Secret/${secret.metadata?.name}: secrets are created beside the manifests, never kept in them`);
  for (const map of byKind(objects, 'ConfigMap'))
    for (const key of Object.keys(map.data ?? {}))
      if (SECRET_VARIABLES.includes(key)) problems.push(`ConfigMap/${map.metadata.name}: ${key} belongs in a Secret`);
  for (const workload of [...byKind(objects, 'Deployment'), ...byKind(objects, 'Job')])
    for (const container of podSpec(workload)?.containers ?? [])
      for (const entry of container.env ?? [])
        if (SECRET_VARIABLES.includes(entry.name) && !entry.valueFrom?.secretKeyRef)
          problems.push(`${workload.kind}/${workload.metadata.name}: ${entry.name} must come from a secretKeyRef`);
  return problems;
}

function wiringRules(objects, readme) {
  const problems = [];
  const api = named(objects, 'Deployment', 'resume-api');
  const worker = named(objects, 'Deployment', 'resume-pdf-worker');
  const migrate = named(objects, 'Job', 'resume-migrate');
  if (!api || !worker || !migrate)
    return ['Deployment resume-api, Deployment resume-pdf-worker and Job resume-migrate must exist'];
  const apiEnv = containerEnvironment(objects, api);
  const workerEnv = containerEnvironment(objects, worker);
  const both = new Set([...apiEnv.names, ...workerEnv.names]);
  for (const name of missingFrom(productionVariables(readme), both))
    problems.push(
      `README variable ${name} reaches neither resume-api nor resume-pdf-worker: wire it in deploy/k8s/base, or name ` +
        'it in NOT_IN_PRODUCTION (scripts/deploy-check/deployment-rules.mjs) with the reason',
    );
  for (const name of missingFrom(WORKER_NEEDS, workerEnv.names)) problems.push(`resume-pdf-worker lacks ${name}`);
  for (const name of missingFrom(MIGRATE_NEEDS, containerEnvironment(objects, migrate).names))
    problems.push(`resume-migrate lacks ${name}`);
  return problems;
}

function lifecycleRules(objects) {
  const problems = [];
  const api = named(objects, 'Deployment', 'resume-api');
  const worker = named(objects, 'Deployment', 'resume-pdf-worker');
  const apiEnv = containerEnvironment(objects, api);
  if (apiEnv.container.readinessProbe?.httpGet?.path !== '/health/ready')
    problems.push('resume-api: readiness must probe /health/ready');
  if (apiEnv.container.livenessProbe?.httpGet?.path !== '/health/live')
    problems.push('resume-api: liveness must probe /health/live');
  // The API's longest request waits PDF_WAIT_MS; preStop runs before SIGTERM, inside the same grace period.
  const apiNeeds = preStopSeconds(apiEnv.container) + Number(apiEnv.values.PDF_WAIT_MS ?? 60000) / 1000;
  const apiGrace = podSpec(api).terminationGracePeriodSeconds ?? 30;
  if (apiGrace <= apiNeeds)
    problems.push(
      `resume-api: terminationGracePeriodSeconds ${apiGrace} must exceed preStop + PDF_WAIT_MS (${apiNeeds} s)`,
    );
  // A running job may take PDF_TIMEOUT_MS; then the browser closes.
  const workerEnv = containerEnvironment(objects, worker);
  const workerNeeds = Number(workerEnv.values.PDF_TIMEOUT_MS ?? 20000) / 1000 + 5;
  const workerGrace = podSpec(worker).terminationGracePeriodSeconds ?? 30;
  if (workerGrace < workerNeeds)
    problems.push(
      `resume-pdf-worker: terminationGracePeriodSeconds ${workerGrace} must cover PDF_TIMEOUT_MS + 5 s (${workerNeeds} s)`,
    );
  const apiLabels = api.spec.template.metadata.labels;
  const guarded = byKind(objects, 'PodDisruptionBudget').some((pdb) =>
    Object.entries(pdb.spec?.selector?.matchLabels ?? {}).every(([k, v]) => apiLabels[k] === v),
  );
  if (!guarded) problems.push('resume-api: no PodDisruptionBudget selects its pods');
  return problems;
}

function scalingRules(objects) {
  const worker = named(objects, 'Deployment', 'resume-pdf-worker');
  const scaled = byKind(objects, 'ScaledObject').find((s) => s.spec?.scaleTargetRef?.name === 'resume-pdf-worker');
  if (!scaled) return ['resume-pdf-worker: no ScaledObject scales it'];
  const problems = [];
  if (worker.spec.replicas !== undefined)
    problems.push('resume-pdf-worker: KEDA sets its replicas; a replicas field would fight it at every apply');
  const prefix = containerEnvironment(objects, worker).values.REDIS_KEY_PREFIX ?? 'rb:';
  const expected = `${prefix}bull:pdf:wait`;
  for (const trigger of scaled.spec.triggers ?? [])
    if (trigger.type === 'redis' && trigger.metadata?.listName !== expected)
      problems.push(
        `ScaledObject/${scaled.metadata.name}: listName must be ${expected} (REDIS_KEY_PREFIX + bull:pdf:wait)`,
      );
  return problems;
}

/**
 * Whether a remote's image tagged `tag` serves `version`: its own, or one before it (static.Dockerfile carries the
 * versions of PREVIOUS_IMAGE), which is how a remote ships (image first, manifest second) and rolls back (manifest).
 */
function serves(tag, version) {
  const numbers = (v) => (/^\d+(\.\d+)*$/.test(v) ? v.split('.').map(Number) : null);
  const [t, v] = [numbers(tag), numbers(version)];
  if (!t || !v) return tag === version;
  for (let i = 0; i < Math.max(t.length, v.length); i += 1)
    if ((t[i] ?? 0) !== (v[i] ?? 0)) return (t[i] ?? 0) > (v[i] ?? 0);
  return true;
}

/** The manifest the shell serves, its remotes' versions, and each remote's Deployment image tag and Ingress path. */
function remoteRules(objects) {
  const shell = named(objects, 'Deployment', 'resume-shell');
  const mount = podSpec(shell)?.containers?.[0]?.volumeMounts?.find((m) => m.mountPath === '/etc/resume');
  const volume = podSpec(shell)?.volumes?.find((v) => v.name === mount?.name);
  const map = named(objects, 'ConfigMap', volume?.configMap?.name);
  if (!map?.data?.['remotes.json']) return ['resume-shell: no ConfigMap with remotes.json mounted at /etc/resume'];
  const problems = [];
  const ingressPaths = byKind(objects, 'Ingress').flatMap((i) =>
    (i.spec?.rules ?? []).flatMap((r) => (r.http?.paths ?? []).map((p) => [p.path, p.backend?.service?.name])),
  );
  const manifest = JSON.parse(map.data['remotes.json']);
  for (const [remote, url] of Object.entries(manifest.remotes ?? {})) {
    const local = /^\/remotes\/([a-z0-9-]+)\/([^/]+)\/mf-manifest\.json$/.exec(url);
    if (!local) continue; // served from elsewhere (a CDN): its version is the URL's business
    const [, dir, version] = local;
    const deployment = named(objects, 'Deployment', `resume-${dir}`);
    const image = podSpec(deployment)?.containers?.[0]?.image ?? '';
    const tag = image.includes(':') ? image.slice(image.lastIndexOf(':') + 1) : 'latest';
    if (!deployment)
      problems.push(`remotes.json: ${remote} points at /remotes/${dir}/, and no Deployment resume-${dir} serves it`);
    else if (!serves(tag, version))
      problems.push(
        `remotes.json names ${remote} ${version}, Deployment resume-${dir} runs ${image}, which cannot serve it: ` +
          'the tag must be that version or a later one',
      );
    if (!ingressPaths.some(([path, service]) => path === `/remotes/${dir}` && service === `resume-${dir}`))
      problems.push(`Ingress: no path /remotes/${dir} to Service resume-${dir}`);
  }
  return problems;
}

/** Problems of the rendered overlay beyond the schemas. */
export function kubernetesRules(objects, readme) {
  const wiring = wiringRules(objects, readme);
  if (wiring[0]?.includes('must exist')) return wiring;
  return [
    ...secretRules(objects),
    ...wiring,
    ...lifecycleRules(objects),
    ...scalingRules(objects),
    ...remoteRules(objects),
  ];
}

// ---- compose

const REQUIRED_SERVICES = [
  'mariadb',
  'redis',
  'migrate',
  'api',
  'pdf-worker',
  'proxy',
  'shell',
  'editor',
  'share-manager',
  'template-designer',
  'account',
];

/** A secret's value in the file itself: not taken from the environment, and not a URL without credentials. */
function writtenDown(value) {
  if (value === undefined || value === '' || String(value).includes('${')) return false;
  try {
    return new URL(String(value)).password !== '';
  } catch {
    return true;
  }
}

function serviceEnvironment(service) {
  const env = service?.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(env.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]));
}

/** Problems of the compose file beyond its schema. */
export function composeRules(compose, readme) {
  const services = compose.services ?? {};
  const problems = REQUIRED_SERVICES.filter((name) => !services[name]).map((name) => `compose: no service ${name}`);
  if (problems.length) return problems;
  const { api, migrate } = services;
  if (api.deploy?.replicas !== 2) problems.push('compose: api must run 2 replicas (deploy.replicas: 2)');
  if ((services['pdf-worker'].deploy?.replicas ?? 1) !== 1) problems.push('compose: pdf-worker must run 1 replica');
  if (api.depends_on?.migrate?.condition !== 'service_completed_successfully')
    problems.push('compose: api must wait for migrate to complete successfully');
  if (!String(migrate.command ?? '').includes('migrate.js'))
    problems.push('compose: migrate must run backend/dist/migrate.js');
  const apiEnv = serviceEnvironment(api);
  const workerEnv = serviceEnvironment(services['pdf-worker']);
  const both = new Set([...Object.keys(apiEnv), ...Object.keys(workerEnv)]);
  for (const name of missingFrom(productionVariables(readme), both))
    problems.push(`compose: README variable ${name} reaches neither api nor pdf-worker`);
  for (const name of missingFrom(WORKER_NEEDS, new Set(Object.keys(workerEnv))))
    problems.push(`compose: pdf-worker lacks ${name}`);
  for (const name of missingFrom(MIGRATE_NEEDS, new Set(Object.keys(serviceEnvironment(migrate)))))
    problems.push(`compose: migrate lacks ${name}`);
  for (const [service, env] of Object.entries(services).map(([n, s]) => [n, serviceEnvironment(s)]))
    for (const name of SECRET_VARIABLES)
      if (writtenDown(env[name]))
        problems.push(`compose: ${service}.${name} is written down; take it from the environment (\${${name}})`);
  return problems;
}
