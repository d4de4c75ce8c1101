import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';

type Options = Record<string, unknown> & { items?: Record<string, unknown> };

type DtoClass = abstract new (...args: never[]) => object;

/** The parts of class-validator's metadata for one check that the schema needs. */
interface ValidationMetadata {
  type: string;
  name?: string;
  propertyName: string;
  constraints: unknown[];
  each?: boolean;
}

/** What each class-validator check says about a value, in OpenAPI terms (the other checks are named in its description). */
const CHECKS: Record<string, (options: Options, constraints: unknown[]) => void> = {
  isString: (o) => (o.type = 'string'),
  isNotEmpty: (o) => (o.minLength = Math.max(Number(o.minLength ?? 0), 1)),
  maxLength: (o, [max]) => (o.maxLength = max),
  minLength: (o, [min]) => (o.minLength = min),
  isLength: (o, [min, max]) => Object.assign(o, { minLength: min, ...(max === undefined ? {} : { maxLength: max }) }),
  matches: (o, [pattern]) => (o.pattern = pattern instanceof RegExp ? pattern.source : String(pattern)),
  isEmail: (o) => Object.assign(o, { type: 'string', format: 'email' }),
  isUrl: (o) => Object.assign(o, { type: 'string', format: 'uri' }),
  isBoolean: (o) => (o.type = 'boolean'),
  isInt: (o) => (o.type = 'integer'),
  isNumber: (o) => (o.type = 'number'),
  min: (o, [min]) => (o.minimum = min),
  max: (o, [max]) => (o.maximum = max),
  isIn: (o, [values]) => (o.enum = [...(values as unknown[])]),
  isArray: (o) => (o.type = 'array'),
  arrayMaxSize: (o, [max]) => (o.maxItems = max),
  arrayMinSize: (o, [min]) => (o.minItems = min),
  isDateString: (o) => Object.assign(o, { type: 'string', format: 'date-time' }),
  isISO8601: (o) => Object.assign(o, { type: 'string', format: 'date-time' }),
};

const CONDITIONAL = 'conditionalValidation';
const STRING_CHECKS = ['pattern', 'format', 'minLength', 'maxLength'];
const DESIGN_TYPES = new Map<unknown, string>([
  [String, 'string'],
  [Number, 'number'],
  [Boolean, 'boolean'],
  [Array, 'array'],
  [Object, 'object'],
]);

/** Every class with class-validator checks loaded in this process (the contracts' DTOs and the backend's own). */
function validatedClasses(): Map<DtoClass, ValidationMetadata[]> {
  // class-validator keeps them in a private map (0.14); without it the schemas stay empty and the OpenAPI test says so.
  const map = (getMetadataStorage() as unknown as { validationMetadatas?: unknown }).validationMetadatas;
  return map instanceof Map ? (map as Map<DtoClass, ValidationMetadata[]>) : new Map();
}

/** Whether the property's checks are skipped for this value (IsOptional, ValidateIf), i.e. the value is allowed. */
function skippedFor(value: null | undefined, property: string, conditions: ValidationMetadata[]): boolean {
  return conditions.some((condition) => {
    try {
      return !(condition.constraints[0] as (object: object, value: unknown) => boolean)({ [property]: value }, value);
    } catch {
      return false;
    }
  });
}

function propertyOptions(target: DtoClass, property: string, checks: ValidationMetadata[]): ApiPropertyOptions {
  const conditions = checks.filter((check) => check.type === CONDITIONAL);
  const value: Options = {};
  const items: Options = {};
  const others: string[] = [];
  for (const check of checks) {
    if (check.type === CONDITIONAL) continue;
    const name = check.name ?? check.type;
    const apply = CHECKS[name];
    if (apply) apply(check.each ? items : value, check.constraints ?? []);
    else if (name !== 'nestedValidation') others.push(name);
  }
  const designType = DESIGN_TYPES.get(Reflect.getMetadata('design:type', target.prototype, property));
  if (Object.keys(items).length || value.type === 'array') {
    value.type = 'array';
    value.items = { type: 'string', ...items };
  }
  // A union type (`PaperSize`, `string | null`) has no runtime type: the checks tell it.
  const told = Array.isArray(value.enum) ? typeof value.enum[0] : STRING_CHECKS.some((key) => key in value) && 'string';
  value.type ??= told || (designType === 'object' ? undefined : designType) || 'string';
  return {
    ...value,
    required: !skippedFor(undefined, property, conditions),
    nullable: skippedFor(null, property, conditions) || undefined,
    description: others.length ? `Also checked: ${others.join(', ')}.` : undefined,
  } as ApiPropertyOptions;
}

const described = new WeakSet<DtoClass>();

/**
 * The request bodies' schemas from the DTOs' class-validator checks (type, required, nullable, lengths, patterns,
 * enums, bounds), given to @nestjs/swagger as ApiProperty metadata before it reads the controllers: the contracts
 * stay free of Nest, and what the docs say is what the validation pipe enforces (docs/decisions/0029).
 */
export function describeValidatedDtos(): void {
  for (const target of validatedClasses().keys()) {
    if (described.has(target) || typeof target !== 'function') continue;
    described.add(target);
    // With the checks it inherits (an update DTO derived from its create DTO: the contracts' PartialDto), read the
    // way the validation pipe reads them: a subclass's check of a kind on a field replaces its parent's.
    const all = getMetadataStorage().getTargetValidationMetadatas(target as new () => object, '', false, false);
    const byProperty = new Map<string, ValidationMetadata[]>();
    for (const check of all) byProperty.set(check.propertyName, [...(byProperty.get(check.propertyName) ?? []), check]);
    for (const [property, propertyChecks] of byProperty)
      ApiProperty(propertyOptions(target, property, propertyChecks))(target.prototype, property);
  }
}
