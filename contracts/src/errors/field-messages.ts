/**
 * The words a form shows under a field when the value is not valid (issue 25: no message a person sees names an
 * API field). Each form's fields carry the label the form shows; every message is built from that label, so
 * 'startDate' in the API is 'Start date' on the screen. The DTO classes take their messages from here: the
 * forms' own checks (react-hook-form with the DTO as resolver) and the API's `details[].problem` say the same.
 */
import { MESSAGES } from './messages';

/** The label of each field, as the form that edits it shows it (API-only fields get a plain name too). */
export const FIELD_LABELS = {
  experience: {
    id: 'Experience',
    title: 'Job Title',
    company: 'Company',
    location: 'Location',
    startDate: 'Start Date',
    endDate: 'End Date',
    current: 'Current Position',
    description: 'Description',
    tags: 'Tags',
    order: 'Position in the list',
  },
  education: {
    id: 'Education',
    degree: 'Degree',
    institution: 'Institution',
    location: 'Location',
    startDate: 'Start Year',
    endDate: 'End Year',
    gpa: 'GPA',
    description: 'Description',
    order: 'Position in the list',
  },
  skill: {
    id: 'Skill',
    category: 'Category',
    name: 'Skill Name',
    level: 'Level',
    proficiency: 'Proficiency',
    order: 'Position in the list',
  },
  project: {
    id: 'Project',
    name: 'Project Name',
    url: 'URL',
    description: 'Description',
    year: 'Year',
    tags: 'Tags',
    order: 'Position in the list',
  },
  certification: {
    id: 'Certification',
    name: 'Certification Name',
    issuer: 'Issuer',
    issueDate: 'Issue Date',
    expirationDate: 'Expiration Date',
    url: 'URL',
    order: 'Position in the list',
  },
  /** The editor's Personal Information form (PATCH /api/user) and the profile's page settings. */
  personal: {
    name: 'Full Name',
    title: 'Professional Title',
    email: 'Email',
    username: 'Username',
    phone: 'Phone',
    location: 'Location',
    linkedin: 'LinkedIn',
    github: 'GitHub',
    website: 'Website',
    publicPage: 'Public page',
    showEmail: 'Show email',
    showPhone: 'Show phone',
    showLocation: 'Show location',
    interfaceLanguage: 'Language',
  },
  /** PATCH /api/resume: the Professional Summary form and the resume's font and theme. */
  resume: {
    summary: 'Professional Summary',
    font: 'Font',
    theme: 'Theme',
    language: 'Resume language',
    sectionHeadings: 'Section headings',
  },
  /** The style fields a filter's Appearance part and the template designer share. */
  style: {
    font: 'Font',
    primaryColor: 'Primary colour',
    secondaryColor: 'Secondary colour',
    accentStyle: 'Accent style',
    companyName: 'Company name',
    logoImage: 'Logo image URL',
    headerImage: 'Header image URL',
  },
  filter: { id: 'Filter', name: 'Filter name', tags: 'Tags', language: 'Language' },
  template: {
    id: 'Template',
    userId: 'Owner',
    isDefault: 'Default template',
    pageMargin: 'Page margin',
    layout: 'Layout',
    layoutData: 'Layout',
    paperSize: 'Paper size',
    runningElements: 'Page numbers and name',
  },
  shareLink: {
    id: 'Share link',
    filterId: 'Filter',
    resumeId: 'Resume',
    templateId: 'Template',
    securityCode: 'Security code',
    noindex: 'Hide from search engines',
    allowPdfDownload: 'PDF download',
    mode: 'Link type',
    expiresAt: 'Expiry date',
    paused: 'Paused',
  },
  pdf: { resumeId: 'Resume', filterId: 'Filter', templateId: 'Template', paperSize: 'Paper size' },
  readNotices: { notifyOnOpen: 'Notices', ids: 'Notices' },
  preview: {
    section: 'Section',
    id: 'Item',
    filterId: 'Filter',
    templateId: 'Template',
    template: 'Template',
    draft: 'Draft',
    user: 'Personal information',
    resume: 'Summary',
    item: 'Item',
  },
  signIn: { email: 'Email', token: 'Sign-in link', confirm: 'Confirmation' },
  domains: { subdomain: 'Subdomain', domain: 'Domain' },
  jobMatch: { posting: 'Job posting', language: 'Language', name: 'Filter name' },
  application: {
    company: 'Company',
    role: 'Role',
    posting: 'Job posting',
    postingUrl: 'Posting address',
    language: 'Language',
    status: 'Status',
    appliedOn: 'Applied on',
    notes: 'Notes',
    filterId: 'Filter',
    templateId: 'Template',
    mode: 'Version sent',
  },
} as const;

export type FieldForm = keyof typeof FIELD_LABELS;
export type FieldOf<F extends FieldForm> = keyof (typeof FIELD_LABELS)[F] & string;

/** 'Start Date' -> 'Start date' (a label opens a sentence); 'URL', 'GPA', 'LinkedIn' keep their letters. */
export function sentenceCase(label: string): string {
  return label
    .split(' ')
    .map((word, i) => (i > 0 && /^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** The rules' texts, given the field's label. */
const RULES = {
  text: (l: string) => `${l} must be text.`,
  day: (l: string) => `${l} must be a date, for example 2026-11-27.`,
  tooLong: (l: string, max: number) => `${l} can be at most ${max} characters.`,
  lengthBetween: (l: string, min: number, max: number) => `${l} must be ${min} to ${max} characters long.`,
  month: (l: string) => `${l} must be a month, for example March 2024`,
  year: (l: string, example: string) => `${l} must be a year, for example ${example}`,
  yearOrExpected: (l: string) => `${l} must be a year, for example 2023, or 'Expected 2027'`,
  webAddress: (l: string) => `${l} must be a web address, for example https://example.com`,
  imageAddress: (l: string) => `${l} must be an image address starting with http:// or https://`,
  wholeNumber: (l: string, min: number, max: number) => `${l} must be a whole number from ${min} to ${max}.`,
  number: (l: string) => `${l} must be a whole number.`,
  oneOf: (l: string, options: readonly string[]) => `${l} must be one of: ${options.join(', ')}.`,
  onOff: (l: string) => `${l} must be true or false.`,
  dateTime: (l: string) => `${l} must be a date and time, for example 2027-01-31T23:59:00Z`,
  list: (l: string) => `${l} must be a list.`,
  tooMany: (l: string, max: number) => `Add at most ${max} ${l.toLowerCase()}.`,
  eachText: (l: string) => `${l} must all be text.`,
  eachTooLong: (l: string, max: number) => `${l} can each be at most ${max} characters.`,
  colour: (l: string, example: string) => `${l} must be a colour code, for example ${example}`,
  phone: (l: string) => `${l} must be a phone number, for example +1 555 123 4567`,
  username: (l: string) => `${l} may hold lower-case letters, digits and inner hyphens only.`,
  pageMargin: (l: string, min: number, max: number, step: number) =>
    `${l} must be ${min} to ${max} inches in steps of ${step}.`,
  layout: (l: string) => `${l} is not valid: reset it to the default layout and arrange the sections again.`,
  missing: (l: string) => `${l} is required.`,
  group: (l: string) => `${l} is not in the expected form.`,
} as const;

type Rules = typeof RULES;
type Rest<T> = T extends (l: string, ...rest: infer R) => string ? R : never;
/** A message builder for one form: `rules.month('startDate')` -> 'Start date must be a month, for example March 2024'. */
export type FormMessages<F extends FieldForm> = {
  [R in keyof Rules]: (field: FieldOf<F>, ...rest: Rest<Rules[R]>) => string;
};

/** The messages of one form's fields, keyed by field: `fieldMessages('experience').month('startDate')`. */
export function fieldMessages<F extends FieldForm>(form: F): FormMessages<F> {
  const labels = FIELD_LABELS[form] as Record<string, string>;
  return Object.fromEntries(
    Object.entries(RULES).map(([rule, text]) => [
      rule,
      (field: string, ...rest: unknown[]) =>
        (text as (l: string, ...r: unknown[]) => string)(sentenceCase(labels[field]), ...rest),
    ]),
  ) as unknown as FormMessages<F>;
}

/** Shared texts that name no field: a required field missing (spec 5) and the share-link code's format. */
export const FIELD_TEXTS = {
  required: MESSAGES.items.requiredFieldsMissing.description,
  securityCode: MESSAGES.shareLinks.codeFormat,
  /** PUT /api/<section>/order, sent by the editor's drag and drop. */
  reorderList: "The new order must be a list of the section's items.",
} as const;
