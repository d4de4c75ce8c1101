import { Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { ERROR_CODES, ErrorCode, MESSAGES } from '@resume/contracts';
import { DomainError } from '../../shared/domain/domain-error';

interface Problem {
  field: string;
  problem: string;
}

function flatten(errors: ValidationError[], parent = ''): (Problem & { constraint: string })[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, problem]) => ({
      field,
      problem,
      constraint,
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** The error code a message of the catalogue stands for, e.g. 'Please enter a valid email address' -> INVALID_EMAIL. */
const CODE_BY_MESSAGE = new Map<string, ErrorCode>([
  ...(Object.entries(ERROR_CODES) as [ErrorCode, { message: string }][]).map(
    ([code, { message }]) => [message, code] as const,
  ),
]);

/** Messages that mean "this required field is missing": the generic one and the skill form's own two. */
const REQUIRED_MESSAGES = new Set<string>([
  ERROR_CODES.REQUIRED_FIELDS_MISSING.message,
  MESSAGES.items.categoryRequired,
  MESSAGES.items.skillNameRequired,
]);

function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.field}\n${p.problem}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/**
 * REQUIRED_FIELDS_MISSING when any field failed with a required message: `details` names each missing field
 * once (its other complaints, e.g. a length on an absent value, are noise) plus the other fields' problems.
 * The message is the catalogue's, or the field's own when only the skill form's messages are involved.
 */
function requiredFieldsError(problems: Problem[]): DomainError | null {
  const missing = problems.filter((p) => REQUIRED_MESSAGES.has(p.problem));
  if (missing.length === 0) return null;
  const missingFields = new Set(missing.map((p) => p.field));
  const details = unique([...missing, ...problems.filter((p) => !missingFields.has(p.field))]);
  const generic = missing.some((p) => p.problem === ERROR_CODES.REQUIRED_FIELDS_MISSING.message);
  return new DomainError('REQUIRED_FIELDS_MISSING', undefined, {
    ...(generic ? {} : { message: missing[0].problem }),
    details,
  });
}

/**
 * Turns class-validator's errors into a DomainError: FORBIDDEN_FIELD when a property outside the DTO was sent;
 * REQUIRED_FIELDS_MISSING when a required field is absent or blank; when a single field failed with catalogue messages (the DTOs use them, e.g. the e-mail's), that code (the
 * most basic one if several); otherwise VALIDATION_FAILED. `details` names every field and problem.
 */
export function validationError(errors: ValidationError[]): DomainError {
  const problems = flatten(errors);
  const details = unique(problems.map(({ field, problem }) => ({ field, problem })));
  if (problems.some((p) => p.constraint === 'whitelistValidation')) {
    return new DomainError('FORBIDDEN_FIELD', undefined, {
      details: problems
        .filter((p) => p.constraint === 'whitelistValidation')
        .map(({ field, problem }) => ({ field, problem })),
    });
  }
  const required = requiredFieldsError(details);
  if (required) return required;
  const fields = new Set(problems.map((p) => p.field));
  if (fields.size === 1) {
    const codes = problems
      .map((p) => CODE_BY_MESSAGE.get(p.problem))
      .filter((c): c is ErrorCode => c !== undefined)
      .sort((a, b) => ERROR_CODES[a].status - ERROR_CODES[b].status);
    if (codes.length > 0) return new DomainError(codes[0], undefined, { details });
  }
  return new DomainError('VALIDATION_FAILED', undefined, { details });
}

/**
 * The global pipe validates against the parameter's declared class. `expectedType` names the class where the
 * declaration cannot (a controller built for several resume sections).
 */
export function createValidationPipe(expectedType?: Type<unknown>): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: validationError,
    ...(expectedType ? { expectedType } : {}),
  });
}
