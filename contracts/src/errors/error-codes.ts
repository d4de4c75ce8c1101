/**
 * The API's error codes. Every error the API returns has the body `ApiErrorBody`:
 * `{ code, message, details? }`. The backend maps a code to its HTTP status here; the frontends map
 * a code to the spec's title and text. One list, shared by both.
 */
import { RESUME_LANGUAGES } from '../languages/languages';
import { RENAMABLE_SECTIONS, SECTION_HEADING_MAX_LENGTH } from '../languages/section-headings';

export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  INVALID_EMAIL: { status: 400, message: 'Please enter a valid email address' },
  /** Only ASCII before the @ (docs/decisions/0033-one-email-one-account.md). */
  EMAIL_NOT_SUPPORTED: {
    status: 400,
    message: 'Please use an email address without accents or special letters before the @.',
  },
  FORBIDDEN_FIELD: { status: 400, message: 'This field cannot be changed.' },
  REQUIRED_FIELDS_MISSING: { status: 400, message: 'Please fill in all required fields.' },
  DUPLICATE_TAG: { status: 400, message: 'This tag has already been added.' },
  UNKNOWN_TAG: { status: 400, message: 'Choose tags from the ones on your experiences and projects.' },
  MAGIC_LINK_NO_TOKEN: { status: 400, message: 'Invalid magic link. No token provided.' },
  MAGIC_LINK_INVALID: { status: 401, message: 'Invalid or expired magic link.' },
  MAGIC_LINK_CONFIRM_REQUIRED: { status: 409, message: 'Confirm that you want to sign in with this link.' },
  EMAIL_CHANGE_INVALID: { status: 400, message: 'This confirmation link is invalid or has expired.' },
  UNAUTHENTICATED: { status: 401, message: 'You are not signed in.' },
  FORBIDDEN_ORIGIN: { status: 403, message: 'This request came from another site and was refused.' },
  PREMIUM_REQUIRED: {
    status: 403,
    message:
      'This feature is only available for Premium subscribers. Upgrade now to access all premium features including filters, custom templates, and more.',
  },
  SECURITY_CODE_REQUIRED: { status: 403, message: 'Security code is required' },
  SECURITY_CODE_INVALID: { status: 403, message: 'Invalid security code. Please try again.' },
  CODE_ATTEMPTS_WAIT: { status: 429, message: 'Too many wrong security codes. Please wait before trying again.' },
  SHARE_LINK_LOCKED: {
    status: 423,
    message: 'This link is locked after too many wrong security codes. Ask its owner for a new code.',
  },
  SHARE_LINK_INVALID: { status: 404, message: 'This shared resume link is invalid or has expired.' },
  /** Link controls (docs/decisions/0054-link-controls-and-previews.md): SHARE_LINK_EXPIRY.maxDays ahead at most. */
  SHARE_LINK_EXPIRY_INVALID: {
    status: 400,
    message: 'Choose an expiry date in the future, at most 365 days ahead.',
  },
  /** The public page's reading beacon (docs/decisions/0053-read-notices.md): a missing, wrong, foreign or old token, or values that are not numbers. */
  READ_VISIT_INVALID: {
    status: 400,
    message: 'This visit cannot be recorded: its token or values are missing, wrong or expired.',
  },
  /** One visit sent more beacons than READING_LIMITS.beaconsPerVisit. */
  READ_VISIT_LIMIT: { status: 429, message: 'This visit has sent at most 20 readings already.' },
  TEMPLATE_REQUIRED: { status: 400, message: 'Please select a template for your share link.' },
  END_BEFORE_START: { status: 400, message: 'The end date cannot be before the start date.' },
  TOO_MANY_TAGS: { status: 400, message: 'An item can carry at most 20 tags.' },
  INVALID_ORDER: { status: 400, message: 'The new order must list every item of the section exactly once.' },
  INVALID_JSON_RESUME: { status: 400, message: 'This file is not a valid JSON Resume document.' },
  JSON_RESUME_TOO_LARGE: { status: 413, message: 'This file is larger than 1 MB, so nothing was imported.' },
  JSON_RESUME_TOO_MANY_ENTRIES: {
    status: 413,
    message: 'This file holds more entries than a resume can have, so nothing was imported.',
  },
  SECTION_FULL: { status: 409, message: 'This section has reached its limit of items.' },
  FILTER_LIMIT_REACHED: { status: 409, message: 'You can keep at most 50 filters. Delete one to add another.' },
  TEMPLATE_LIMIT_REACHED: { status: 409, message: 'You can keep at most 20 templates. Delete one to add another.' },
  SHARE_LINK_LIMIT_REACHED: {
    status: 409,
    message: 'You can keep at most 100 share links. Delete one to create another.',
  },
  SNAPSHOT_LIMIT_REACHED: {
    status: 409,
    message:
      'You can keep at most 20 frozen versions (10 MB) of your resume. Make a frozen link live, refresh it or delete it to freeze another.',
  },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  RESUME_NOT_FOUND: { status: 404, message: "The resume you're looking for doesn't exist or is not accessible." },
  USERNAME_TAKEN: { status: 409, message: 'This username is already taken.' },
  USERNAME_RESERVED: { status: 400, message: 'This username is reserved. Please choose another one.' },
  EMAIL_TAKEN: { status: 409, message: 'This email address is already in use.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  PAYLOAD_TOO_MANY_VALUES: { status: 413, message: 'The request body holds too many values.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type, character set or encoding is not supported.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a few minutes and try again.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is not available right now. Please try again later.' },
  PRICE_NOT_AVAILABLE: { status: 400, message: 'This plan is not available for purchase at the moment.' },
  REDIRECT_NOT_ALLOWED: { status: 400, message: 'The return address must be a page of this site.' },
  NO_BILLING_ACCOUNT: {
    status: 400,
    message: 'There is no billing account yet. Choose a plan on the pricing page first.',
  },
  SUBSCRIPTION_EXISTS: {
    status: 409,
    message: 'You already have a subscription. Use Manage Subscription to change it.',
  },
  NO_SUBSCRIPTION: {
    status: 409,
    message: 'There is no subscription to change. Choose a plan on the pricing page to subscribe.',
  },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'The webhook signature is missing, wrong or too old.' },
  PAYMENT_PROVIDER_FAILED: { status: 502, message: 'The payment provider could not be reached. Please try again.' },
  BILLING_DISABLED: { status: 503, message: 'Payments are not available at the moment.' },
  PDF_FAILED: { status: 502, message: 'There was an error generating your PDF. Please try again.' },
  PDF_TIMEOUT: { status: 504, message: 'Generating your PDF took too long. Please try again.' },
  PDF_TOO_LONG: { status: 422, message: 'The PDF would be longer than 10 pages. Shorten the resume or use a filter.' },
  PDF_UNAVAILABLE: {
    status: 503,
    message:
      'PDF export is not available on this server: Chromium could not be found or started. Install it, or set CHROMIUM_PATH to its executable.',
  },
  LINKEDIN_UNAVAILABLE: { status: 503, message: 'Connecting LinkedIn is not set up on this server.' },
  LINKEDIN_STATE_INVALID: {
    status: 400,
    message: 'This LinkedIn connection attempt is invalid, was already used or has expired. Please connect again.',
  },
  LINKEDIN_PROVIDER_FAILED: { status: 502, message: 'Could not connect to LinkedIn. Please try again.' },
  LINKEDIN_NOT_CONNECTED: { status: 409, message: 'Connect your LinkedIn account first.' },
  LINKEDIN_RECONNECT_REQUIRED: {
    status: 409,
    message: 'Your LinkedIn connection has expired or cannot sync. Connect LinkedIn again to sync.',
  },
  LINKEDIN_ACCOUNT_TAKEN: {
    status: 409,
    message: 'This LinkedIn account is already connected to another account here.',
  },
  LINKEDIN_WRONG_USER: { status: 403, message: 'You can only connect LinkedIn to your own account.' },
  LINKEDIN_EXPORT_MISSING: { status: 400, message: 'Choose your LinkedIn data export (a .zip file) to upload.' },
  LINKEDIN_EXPORT_TOO_LARGE: { status: 413, message: 'The LinkedIn data export must be at most 10 MB.' },
  LINKEDIN_EXPORT_NOT_ZIP: { status: 400, message: 'This file is not a LinkedIn data export (a .zip file).' },
  LINKEDIN_EXPORT_TOO_MANY_FILES: {
    status: 400,
    message: 'The ZIP holds more than 200 files, so it is not a LinkedIn data export.',
  },
  LINKEDIN_EXPORT_UNPACKED_TOO_LARGE: {
    status: 400,
    message: 'The ZIP unpacks to more than 50 MB, so it is not a LinkedIn data export.',
  },
  LINKEDIN_EXPORT_FILE_TOO_LARGE: {
    status: 413,
    message: 'A file of the ZIP unpacks to more than 2 MB, so it is not a LinkedIn data export.',
  },
  LINKEDIN_EXPORT_TOO_MANY_ROWS: {
    status: 413,
    message: 'A file of the ZIP holds more than 500 rows, so it is not a LinkedIn data export.',
  },
  LINKEDIN_EXPORT_EMPTY: {
    status: 400,
    message:
      'The ZIP holds none of the LinkedIn export files (Profile.csv, Positions.csv, Education.csv, Skills.csv, Projects.csv, Certifications.csv).',
  },
  LINKEDIN_EXPORT_CSV_INVALID: { status: 400, message: 'A file of the LinkedIn data export could not be read.' },
  DOMAIN_INVALID: {
    status: 400,
    message:
      'Enter a domain name like cv.example.com: no https://, path or port, not an IP address, not this site or its subdomains, at most 253 characters.',
  },
  DOMAIN_TAKEN: { status: 409, message: 'This domain is already connected to another account.' },
  DOMAIN_NOT_SET: { status: 409, message: 'Add a custom domain first.' },
  SUBDOMAIN_INVALID: {
    status: 400,
    message:
      'A subdomain has 3 to 63 characters: lower-case letters, digits and hyphens, not starting or ending with a hyphen.',
  },
  SUBDOMAIN_RESERVED: { status: 400, message: 'This subdomain is reserved. Please choose another one.' },
  SUBDOMAIN_TAKEN: { status: 409, message: 'This subdomain is already taken.' },
  HOST_UNKNOWN: { status: 421, message: 'This address is not served here.' },
  /** A lapsed plan's subdomain or custom domain (docs/decisions/0036-plan-lapse.md). */
  RESUME_MOVED: { status: 410, message: 'This resume has moved.' },
  /** A username or subdomain released less than LIMITS.nameCooldownDays ago by another account (0036). */
  NAME_RECENTLY_USED: { status: 409, message: 'This name was recently in use. Please choose another one.' },
  SUBDOMAINS_DISABLED: { status: 503, message: 'Subdomains are not set up on this server.' },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: 'The Idempotency-Key header must be 8 to 128 characters: letters, digits, hyphens and underscores.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  },
  /** POST /api/generate-pdf and a template's paperSize (docs/decisions/0043-page-size-and-running-elements.md). */
  PAPER_SIZE_INVALID: { status: 400, message: 'The paper size must be A4 or Letter.' },
  /** POST /api/pdf-preview (docs/decisions/0045-live-preview.md). */
  PREVIEW_FILTER_WITH_DRAFT: {
    status: 400,
    message: 'A preview shows either a filter or the changes being typed, not both.',
  },
  PREVIEW_TOO_LARGE: { status: 413, message: 'The preview request is larger than 64 KB.' },
  /** A resume's or a filter's language off the list (docs/decisions/0047-resume-language.md). */
  LANGUAGE_UNSUPPORTED: {
    status: 400,
    message: `Choose the resume's language from the supported ones: ${RESUME_LANGUAGES.join(', ')}.`,
  },
  /** PATCH /api/resume's sectionHeadings (docs/decisions/0047-resume-language.md). */
  SECTION_HEADING_INVALID: {
    status: 400,
    message: `A section heading can be at most ${SECTION_HEADING_MAX_LENGTH} characters, and only these sections can be renamed: ${RENAMABLE_SECTIONS.join(', ')}.`,
  },
  /** POST /api/job-match and /api/job-match/filter (docs/decisions/0051-job-match.md). */
  JOB_POSTING_EMPTY: { status: 400, message: 'Paste the text of a job posting to match it with your resume.' },
  JOB_POSTING_TOO_LONG: {
    status: 400,
    message: 'A job posting can be at most 20,000 characters. Paste its description and requirements only.',
  },
  JOB_POSTING_TOO_LARGE: { status: 413, message: 'The job posting is larger than 64 KB, so it was not matched.' },
  JOB_MATCH_NO_TAGS: {
    status: 409,
    message:
      'None of your tags covers a term of this posting, so there is no filter to make. Tag the experiences and projects that fit it.',
  },
  /** /api/applications (docs/decisions/0052-applications.md). */
  APPLICATION_NOT_FOUND: { status: 404, message: "This application doesn't exist or has been deleted." },
  APPLICATION_LIMIT_REACHED: {
    status: 409,
    message: 'You can keep at most 200 applications. Delete one to add another.',
  },
  APPLICATION_POSTING_TOO_LARGE: {
    status: 400,
    message: 'A job posting can be at most 50 KB. Paste its description and requirements only.',
  },
  APPLICATION_TOO_LARGE: { status: 413, message: 'The application is larger than 96 KB, so it was not saved.' },
  INTERNAL: { status: 500, message: 'An error occurred. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** Field-level problems, e.g. `{ field: 'email', problem: 'must be an email' }`. */
  details?: { field: string; problem: string }[];
  /** Extra data some errors carry, e.g. `requiresCode` on a shared resume. */
  requiresCode?: boolean;
  retryAfterSeconds?: number;
  /** MAGIC_LINK_CONFIRM_REQUIRED: the link's address, masked (a***@example.com), and the account signed in now, masked. */
  email?: string;
  signedInAs?: string;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_CODES;
}
