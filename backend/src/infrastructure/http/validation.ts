import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ERROR_CODES, ErrorCode } from '@resume/contracts';
import { DomainError } from '../../shared/domain/domain-error';

interface Problem {
  field: string;
  problem: string;
}

function flatten(errors: ValidationError[], parent = ''): (Problem & { constraint: string })[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, problem]) => ({ field, problem, constraint }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** The error code a message of the catalogue stands for, e.g. 'Please enter a valid email address' -> INVALID_EMAIL. */
const CODE_BY_MESSAGE = new Map<string, ErrorCode>(
  (Object.entries(ERROR_CODES) as [ErrorCode, { message: string }][]).map(([code, { message }]) => [message, code]),
);

/**
 * Turns class-validator's errors into a DomainError: FORBIDDEN_FIELD when a property outside the DTO was sent;
 * when a single field failed with catalogue messages (the DTOs use them, e.g. the e-mail's), that code (the
 * most basic one if several); otherwise VALIDATION_FAILED. `details` names every field and problem.
 */
export function validationError(errors: ValidationError[]): DomainError {
  const problems = flatten(errors);
  const details = problems.map(({ field, problem }) => ({ field, problem }));
  if (problems.some((p) => p.constraint === 'whitelistValidation')) {
    return new DomainError('FORBIDDEN_FIELD', undefined, {
      details: problems.filter((p) => p.constraint === 'whitelistValidation').map(({ field, problem }) => ({ field, problem })),
    });
  }
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

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: validationError,
  });
}
