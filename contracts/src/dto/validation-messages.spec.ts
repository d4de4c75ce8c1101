/**
 * Every validation message a DTO can answer is one a person may read under a form field (the forms validate with
 * these classes, and the API's `details[].problem` lands on the fields): none may name an API field.
 */
import { getMetadataStorage, type ValidationArguments } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import * as dtos from './index';

const API_WORDING = [
  /\$property|\$constraint|\$value/,
  /\b[a-z]+[A-Z][A-Za-z]*\b/, // a camelCase identifier: startDate, primaryColor, securityCode
  /\w\[\d+\]/, // a JSON path: layout.sections[2]
  /must be a string|must be an? (integer )?number|must be a boolean|must be an array|should not be empty/,
  /shorter than or equal|longer than or equal|must match .* regular expression|must be an? URL address/,
  /each value in|one of the following values|must contain (not )?more than/,
];

type DtoClass = new () => object;
const storage = getMetadataStorage();
const classes = Object.entries(dtos).filter(
  (entry): entry is [string, DtoClass] =>
    typeof entry[1] === 'function' && storage.getTargetValidationMetadatas(entry[1], '', true, false).length > 0,
);

/** The text class-validator would answer for this rule (its own default when the DTO gives none). */
function messageOf(dto: DtoClass, meta: ValidationMetadata): string {
  const args: ValidationArguments = {
    property: meta.propertyName,
    value: { not: 'valid' },
    constraints: meta.constraints,
    targetName: dto.name,
    object: {},
  };
  let text: string | undefined;
  if (typeof meta.message === 'function') text = meta.message(args);
  else if (typeof meta.message === 'string') text = meta.message;
  else if (meta.constraintCls) {
    const constraint = new (meta.constraintCls as new () => { defaultMessage?: (a: ValidationArguments) => string })();
    text = constraint.defaultMessage?.(args) ?? '';
  }
  return (text ?? '').replace(/\$property/g, meta.propertyName);
}

function problems(dto: DtoClass): string[] {
  return storage
    .getTargetValidationMetadatas(dto, '', true, false)
    .filter((meta) => meta.type === 'customValidation')
    .map((meta) => ({ field: meta.propertyName, text: messageOf(dto, meta) }))
    .filter(
      ({ field, text }) =>
        text.trim() === '' || text.startsWith(`${field} `) || API_WORDING.some((pattern) => pattern.test(text)),
    )
    .map(({ field, text }) => `${dto.name}.${field}: ${text}`);
}

describe('validation messages of every DTO', () => {
  it('finds the DTO classes', () => {
    expect(classes.map(([name]) => name)).toEqual(
      expect.arrayContaining(['CreateExperienceDto', 'UpdateUserDto', 'CreateFilterDto', 'SaveTemplateDto']),
    );
  });

  it.each(classes)('%s names no API field in its messages', (_name, dto) => {
    expect(problems(dto)).toEqual([]);
  });
});

describe("the Add Experience form's start date", () => {
  const firstMessage = (startDate: string) => {
    const dto = plainToInstance(dtos.CreateExperienceDto, { title: 'Engineer', company: 'Acme', startDate });
    const error = validateSync(dto).find((e) => e.property === 'startDate');
    return { value: dto.startDate, message: error && Object.values(error.constraints ?? {})[0] };
  };

  it("says 'Start date must be a month, for example March 2024' in the form's own words", () => {
    expect(firstMessage('Sometime in 2024').message).toBe('Start date must be a month, for example March 2024');
  });

  it('asks for the missing start date before its format', () => {
    expect(firstMessage('').message).toBe('Please fill in all required fields.');
  });

  it.each([
    ['March 2024', '2024-03'],
    ['Sept 2021', '2021-09'],
    ['03/2024', '2024-03'],
    ['2024-03', '2024-03'],
  ])('takes %s as written where the browser has no month picker', (typed, month) => {
    expect(firstMessage(typed)).toEqual({ value: month, message: undefined });
  });
});
