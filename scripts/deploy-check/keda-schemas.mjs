// JSON schemas for the two KEDA resources deploy/k8s uses (keda.sh/v1alpha1). kubernetes-models has only the
// Kubernetes API itself; these follow KEDA 2.x's CRDs for the fields a ScaledObject on a Redis list needs, and refuse
// any other field, so a misspelled one fails as it would at `kubectl apply`.

const name = { type: 'string', pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$', maxLength: 253 };
const count = { type: 'integer', minimum: 0 };
const intString = { type: 'string', pattern: '^[0-9]+$' };

const meta = {
  type: 'object',
  required: ['name'],
  properties: { name, namespace: name },
};

/** The `redis` scaler's metadata (keda.sh/docs/2.15/scalers/redis-lists). */
const redisListMetadata = {
  type: 'object',
  required: ['listName', 'listLength'],
  additionalProperties: false,
  properties: {
    address: { type: 'string' },
    addressFromEnv: { type: 'string' },
    host: { type: 'string' },
    hostFromEnv: { type: 'string' },
    port: intString,
    portFromEnv: { type: 'string' },
    usernameFromEnv: { type: 'string' },
    passwordFromEnv: { type: 'string' },
    listName: { type: 'string', minLength: 1 },
    listLength: intString,
    activationListLength: intString,
    enableTLS: { enum: ['true', 'false'] },
    unsafeSsl: { enum: ['true', 'false'] },
    databaseIndex: intString,
  },
};

const scaledObject = {
  type: 'object',
  required: ['apiVersion', 'kind', 'metadata', 'spec'],
  additionalProperties: false,
  properties: {
    apiVersion: { const: 'keda.sh/v1alpha1' },
    kind: { const: 'ScaledObject' },
    metadata: meta,
    spec: {
      type: 'object',
      required: ['scaleTargetRef', 'triggers'],
      additionalProperties: false,
      properties: {
        scaleTargetRef: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: {
            apiVersion: { type: 'string' },
            kind: { type: 'string' },
            name,
            envSourceContainerName: { type: 'string' },
          },
        },
        pollingInterval: count,
        cooldownPeriod: count,
        initialCooldownPeriod: count,
        idleReplicaCount: count,
        minReplicaCount: count,
        maxReplicaCount: { type: 'integer', minimum: 1 },
        fallback: {
          type: 'object',
          required: ['failureThreshold', 'replicas'],
          additionalProperties: false,
          properties: { failureThreshold: count, replicas: count },
        },
        advanced: {
          type: 'object',
          additionalProperties: false,
          properties: {
            restoreToOriginalReplicaCount: { type: 'boolean' },
            // `behavior` is Kubernetes' own HorizontalPodAutoscalerBehavior: checked with its kubernetes-models model.
            horizontalPodAutoscalerConfig: {
              type: 'object',
              additionalProperties: false,
              properties: { name: { type: 'string' }, behavior: { type: 'object' } },
            },
          },
        },
        triggers: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            required: ['type', 'metadata'],
            additionalProperties: false,
            properties: {
              type: { type: 'string' },
              name: { type: 'string' },
              metricType: { enum: ['AverageValue', 'Value', 'Utilization'] },
              useCachedMetrics: { type: 'boolean' },
              metadata: { type: 'object', additionalProperties: { type: 'string' } },
              authenticationRef: {
                type: 'object',
                required: ['name'],
                additionalProperties: false,
                properties: { name, kind: { enum: ['TriggerAuthentication', 'ClusterTriggerAuthentication'] } },
              },
            },
            if: { properties: { type: { const: 'redis' } } },
            then: { properties: { metadata: redisListMetadata } },
          },
        },
      },
    },
  },
};

const triggerAuthentication = {
  type: 'object',
  required: ['apiVersion', 'kind', 'metadata', 'spec'],
  additionalProperties: false,
  properties: {
    apiVersion: { const: 'keda.sh/v1alpha1' },
    kind: { const: 'TriggerAuthentication' },
    metadata: meta,
    spec: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        secretTargetRef: {
          type: 'array',
          items: {
            type: 'object',
            required: ['parameter', 'name', 'key'],
            additionalProperties: false,
            properties: { parameter: { type: 'string' }, name, key: { type: 'string', minLength: 1 } },
          },
        },
        env: {
          type: 'array',
          items: {
            type: 'object',
            required: ['parameter', 'name'],
            additionalProperties: false,
            properties: { parameter: { type: 'string' }, name: { type: 'string' }, containerName: { type: 'string' } },
          },
        },
      },
    },
  },
};

/** Schemas by `apiVersion kind`. */
export const CRD_SCHEMAS = {
  'keda.sh/v1alpha1 ScaledObject': scaledObject,
  'keda.sh/v1alpha1 TriggerAuthentication': triggerAuthentication,
};
