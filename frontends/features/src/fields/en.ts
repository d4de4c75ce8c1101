import { FIELD_LABELS, FIELD_TEXTS, MESSAGES } from '@resume/contracts';

/**
 * The `fields` namespace in English, the source (docs/decisions/0049-app-translations.md): the forms' field labels
 * (the contracts' FIELD_LABELS, which the DTOs' messages are written with, referenced so the words stay in one
 * place) and the DTOs' rule texts as templates. The contracts stay English (the API's `details[].problem`); the
 * screens translate a label by its key and a message by its pattern (translate-field-message.ts).
 */
export const fieldsEn = {
  labels: {
    experience: FIELD_LABELS.experience,
    education: FIELD_LABELS.education,
    skill: FIELD_LABELS.skill,
    project: FIELD_LABELS.project,
    certification: FIELD_LABELS.certification,
    personal: FIELD_LABELS.personal,
    resume: FIELD_LABELS.resume,
    style: FIELD_LABELS.style,
    filter: FIELD_LABELS.filter,
    domains: FIELD_LABELS.domains,
    jobMatch: FIELD_LABELS.jobMatch,
  },
  /** The rules' texts of the contracts' field-messages.ts, `{{label}}` the field's label. */
  rules: {
    text: '{{label}} must be text.',
    day: '{{label}} must be a date, for example 2026-11-27.',
    tooLong: '{{label}} can be at most {{max}} characters.',
    lengthBetween: '{{label}} must be {{min}} to {{max}} characters long.',
    month: '{{label}} must be a month, for example March 2024',
    year: '{{label}} must be a year, for example {{example}}',
    yearOrExpected: "{{label}} must be a year, for example 2023, or 'Expected 2027'",
    webAddress: '{{label}} must be a web address, for example https://example.com',
    imageAddress: '{{label}} must be an image address starting with http:// or https://',
    wholeNumber: '{{label}} must be a whole number from {{min}} to {{max}}.',
    number: '{{label}} must be a whole number.',
    oneOf: '{{label}} must be one of: {{options}}.',
    onOff: '{{label}} must be true or false.',
    dateTime: '{{label}} must be a date and time, for example 2027-01-31T23:59:00Z',
    list: '{{label}} must be a list.',
    tooMany: 'Add at most {{max}} {{label}}.',
    eachText: '{{label}} must all be text.',
    eachTooLong: '{{label}} can each be at most {{max}} characters.',
    colour: '{{label}} must be a colour code, for example {{example}}',
    phone: '{{label}} must be a phone number, for example +1 555 123 4567',
    username: '{{label}} may hold lower-case letters, digits and inner hyphens only.',
    pageMargin: '{{label}} must be {{min}} to {{max}} inches in steps of {{step}}.',
    layout: '{{label}} is not valid: reset it to the default layout and arrange the sections again.',
    missing: '{{label}} is required.',
    group: '{{label}} is not in the expected form.',
  },
  /** Texts that name no field. */
  texts: {
    // A message's description is optional in its type; this one has one (Please fill in all required fields.).
    required: FIELD_TEXTS.required as string,
    reorderList: FIELD_TEXTS.reorderList,
    categoryRequired: MESSAGES.items.categoryRequired,
    skillNameRequired: MESSAGES.items.skillNameRequired,
  },
};

export type FieldsTexts = typeof fieldsEn;
