import { getMetadataStorage, ValidateIf } from 'class-validator';

const CONDITIONAL = 'conditionalValidation';
const present = (_: object, value: unknown) => value !== undefined;

/**
 * The class of a create DTO for its PATCH: every field may be left out, and a field that is sent (null included) is
 * checked and cleaned by the create DTO's own rules. The rules and transforms are inherited (class-validator and
 * class-transformer read a parent class's); a field the create DTO requires (one without IsOptional or ValidateIf)
 * gets ValidateIf(value !== undefined), so PATCH { title: null } is still refused. An optional field is left as it is:
 * class-validator lets a subclass's condition on a field replace the parent's, which would drop IsOptional's null.
 * Not @nestjs/mapped-types' PartialType: the frontends validate with these classes too, and it brings @nestjs/common
 * and class-transformer's CommonJS storage into a browser bundle.
 */
export function PartialDto<T extends object>(create: new () => T): new () => Partial<T> {
  const checks = getMetadataStorage().getTargetValidationMetadatas(create, '', false, false);
  const optional = new Set(checks.filter((check) => check.type === CONDITIONAL).map((check) => check.propertyName));
  class PartialOf extends (create as new () => object) {}
  for (const property of new Set(checks.map((check) => check.propertyName))) {
    if (!optional.has(property)) ValidateIf(present)(PartialOf.prototype, property);
  }
  Object.defineProperty(PartialOf, 'name', { value: `Partial${create.name}` });
  return PartialOf as new () => Partial<T>;
}
