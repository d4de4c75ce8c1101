// Every rendered object against the Kubernetes schemas (kubernetes-models: each object built with its model class,
// then `.validate()`), and against the models' TypeScript types, which know every field: the JSON schemas let an
// unknown field through (`readinesProbe:` would be dropped by the API server without a word), an object literal of a
// typed constant does not. KEDA's resources, which kubernetes-models does not know, against keda-schemas.mjs.
import Ajv2019 from 'ajv/dist/2019.js';
import { join } from 'node:path';
import ts from 'typescript';
import { CRD_SCHEMAS } from './keda-schemas.mjs';

const label = (object) => `${object.kind ?? '?'}/${object.metadata?.name ?? '?'}`;

/** kubernetes-models' module for an apiVersion and kind: 'apps/v1' + 'Deployment' -> kubernetes-models/apps/v1/Deployment. */
const modelPath = (object) => `kubernetes-models/${object.apiVersion}/${object.kind}`;

function ajvMessages(errors) {
  return (errors ?? []).map(
    (e) =>
      `${e.instancePath || '/'} ${e.message}${e.params?.additionalProperty ? `: ${e.params.additionalProperty}` : ''}`,
  );
}

/** `.validate()` of each object's model; CRDs with their JSON schema. */
async function schemaProblems(objects) {
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  const problems = [];
  for (const object of objects) {
    const crd = CRD_SCHEMAS[`${object.apiVersion} ${object.kind}`];
    if (crd) {
      const validate = ajv.compile(crd);
      if (!validate(object)) problems.push(...ajvMessages(validate.errors).map((m) => `${label(object)}: ${m}`));
      const behavior = object.spec?.advanced?.horizontalPodAutoscalerConfig?.behavior;
      if (behavior) {
        const { HorizontalPodAutoscalerBehavior } =
          await import('kubernetes-models/autoscaling/v2/HorizontalPodAutoscalerBehavior');
        try {
          new HorizontalPodAutoscalerBehavior(behavior).validate();
        } catch (error) {
          problems.push(`${label(object)}: advanced.horizontalPodAutoscalerConfig.behavior ${error.message}`);
        }
      }
      continue;
    }
    let Model;
    try {
      Model = (await import(modelPath(object)))[object.kind];
    } catch {
      problems.push(`${label(object)}: no Kubernetes schema for apiVersion ${object.apiVersion}, kind ${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      const details = ajvMessages(error.errors);
      problems.push(...(details.length ? details : [error.message]).map((m) => `${label(object)}: ${m}`));
    }
  }
  return problems;
}

/**
 * One TypeScript file, each object a constant typed with its model's interface (CRDs: their metadata as ObjectMeta,
 * their HPA behavior as Kubernetes'), type-checked in memory: an unknown or misspelled field is an excess property.
 */
function typeProblems(objects, root) {
  const file = join(root, '__deploy-check__.ts');
  const lines = [];
  const owner = [];
  const add = (text, index) => {
    for (const line of text.split('\n')) {
      lines.push(line);
      owner.push(index);
    }
  };
  const meta = "NonNullable<import('kubernetes-models/apps/v1/Deployment').IDeployment['metadata']>";
  const behavior =
    "import('kubernetes-models/autoscaling/v2/HorizontalPodAutoscalerBehavior').IHorizontalPodAutoscalerBehavior";
  objects.forEach((object, i) => {
    if (CRD_SCHEMAS[`${object.apiVersion} ${object.kind}`]) {
      add(`export const m${i}: ${meta} = ${JSON.stringify(object.metadata ?? {}, null, 1)};`, i);
      const b = object.spec?.advanced?.horizontalPodAutoscalerConfig?.behavior;
      if (b) add(`export const b${i}: ${behavior} = ${JSON.stringify(b, null, 1)};`, i);
      return;
    }
    add(`export const o${i}: import('${modelPath(object)}').I${object.kind} = ${JSON.stringify(object, null, 1)};`, i);
  });
  const source = lines.join('\n');
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === file ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === file ? source : readFile(name));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0];
    if (d.file?.fileName !== file) return `types: ${message}`;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${label(objects[owner[line]])}: ${lines[line].replace(/[\s,:{[]+$/, '').trim()}: ${message}`;
  });
}

/** Problems of the rendered objects; empty when every object passes. */
export async function kubernetesProblems(objects, root) {
  return [...(await schemaProblems(objects)), ...typeProblems(objects, root)];
}
