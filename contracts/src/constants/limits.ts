/** Spec section 9 timings and limits, plus the explicit limits this product adds. */
export const SKILL_LEVEL = { min: 1, max: 5, default: 3 } as const;
/** Spec 3 gives the chip shade, not the range: 0-10 covers its whole scale (30 % to the 90 % cap at 6). Optional. */
export const SKILL_PROFICIENCY = { min: 0, max: 10 } as const;
export const SECURITY_CODE = { length: 4, min: 1000, max: 9999 } as const;
/**
 * A share link's code as typed or generated: 4 digits, 1000 to 9999 (spec 9), so every code is one of the 9,000 the
 * guessing odds count (docs/decisions/0014-share-code-guessing.md); 0000-0999 are refused.
 */
export const SECURITY_CODE_PATTERN = /^[1-9]\d{3}$/;

export const MAGIC_LINK = {
  /** The link expires after one hour and is single use. */
  ttlMs: 60 * 60 * 1000,
  /** Redirect after a successful sign-in. */
  redirectDelayMs: 2000,
  /** The HttpOnly cookie that ties a requested link to the browser that asked for it (docs/decisions/0015). */
  browserCookie: 'rb_signin',
} as const;

/** A change of the sign-in address (docs/decisions/0015): confirmed from a link sent to the new address. */
export const EMAIL_CHANGE = {
  /** The confirmation link works once, for a day. */
  ttlMs: 24 * 60 * 60 * 1000,
  /** Change requests per account in a rolling window: each one mails two addresses. */
  perUser: { limit: 5, windowMs: 60 * 60 * 1000 },
} as const;

export const TIMINGS = {
  logoutRedirectMs: 500,
  linkedinSimulationMs: 1500,
  copiedIndicatorMs: 2000,
  toastRemoveDelayMs: 1_000_000,
  toastDurationMs: 5000,
  toastLimit: 1,
  toastSwipeThreshold: 50,
  toastHotkey: 'F8',
  scrollOffsetPx: 100,
  dragActivationDistancePx: 8,
} as const;

export const CACHE_TIMES = {
  userCheckMs: 300_000,
  completeResumeMs: 300_000,
  sharePageListsMs: 60_000,
} as const;

export const TEXTAREA_ROWS = { summary: 5, projectDescription: 4 } as const;
export const PICKER_LIST_HEIGHT_PX = 300;
export const TEMPLATE_PREVIEW_MAX_ENTRIES = 2;

/** Limits the spec leaves open; chosen here (docs/decisions/0004-limits.md). */
export const LIMITS = {
  emailMaxLength: 254,
  nameMaxLength: 100,
  usernameMinLength: 3,
  usernameMaxLength: 30,
  titleMaxLength: 120,
  phoneMaxLength: 30,
  locationMaxLength: 120,
  urlMaxLength: 2048,
  tokenMaxLength: 512,
  jsonBodyBytes: 256 * 1024,
  /** JSON bodies nested deeper than this are refused (400) before they are parsed (docs/decisions/0012). */
  jsonMaxDepth: 64,
  /**
   * JSON bodies with more values than this (array elements and object members, counted on the raw text) are
   * refused (413 PAYLOAD_TOO_MANY_VALUES) before they are parsed (docs/decisions/0035-bounded-input.md).
   */
  jsonMaxValues: 5_000,
  /**
   * Sign-in mails per address (docs/decisions/0033-one-email-one-account.md): at most one per interval and `perDay` in
   * `dayMs`; a request past either answers the same 200 and mails nothing (never a 429 keyed on the address). The last
   * mail of the day carries a link that lasts until the day's window ends. SIGN_IN_MAIL_INTERVAL_MS and
   * SIGN_IN_MAILS_PER_DAY change the first two.
   */
  signInMailsPerAddress: { intervalMs: 60 * 1000, perDay: 20, dayMs: 24 * 60 * 60 * 1000 },
  /** Magic-link requests per client in a rolling window. */
  magicLinkPerClient: { limit: 20, windowMs: 15 * 60 * 1000 },
  /** Token redemption attempts per client. */
  verifyPerClient: { limit: 30, windowMs: 15 * 60 * 1000 },
  /** PDF exports (POST /api/generate-pdf) per signed-in person; PDF_EXPORTS_PER_WINDOW changes the count. */
  pdfExportsPerUser: { limit: 60, windowMs: 10 * 60 * 1000 },
  /**
   * Live previews (POST /api/pdf-preview) per signed-in person; PDF_PREVIEWS_PER_WINDOW changes the count. The
   * editor asks after each pause in typing (0.6 s) and never twice at once: a person typing all the time asks about
   * once every 1-2 s, so 300 in 10 minutes is an afternoon of editing (docs/decisions/0045-live-preview.md).
   */
  pdfPreviewsPerUser: { limit: 300, windowMs: 10 * 60 * 1000 },
  /** A preview's body: the choice plus one draft (personal fields, summary, one item: a few kilobytes at most). */
  previewBodyBytes: 64 * 1024,
  /** PDF downloads from public share pages per client address. */
  pdfDownloadsPerClient: { limit: 30, windowMs: 10 * 60 * 1000 },
  /**
   * Preview-card prints (a card image asked for a version not yet printed) per client address; LINK_CARD_PRINTS_PER_WINDOW
   * changes the count. A card already printed costs no print and is not counted (docs/decisions/0054).
   */
  linkCardPrintsPerClient: { limit: 30, windowMs: 10 * 60 * 1000 },
  /**
   * Resume lookups by username (/r/{username}, GET /api/resume/{username}), found or not, per client address;
   * PUBLIC_LOOKUPS_PER_WINDOW changes the count (docs/decisions/0013-privacy.md).
   */
  publicLookupsPerClient: { limit: 60, windowMs: 10 * 60 * 1000 },
  /** Wrong admin basic-auth credentials per client address; past it every admin request answers 429 (docs/decisions/0012). */
  adminAuthFailuresPerClient: { limit: 10, windowMs: 15 * 60 * 1000 },
  /** Checkout and billing-portal sessions one signed-in person may open per window (docs/decisions/0016-billing.md). */
  billingSessionsPerUser: { limit: 20, windowMs: 10 * 60 * 1000 },
  /** JSON Resume imports (POST /api/resume/import/json-resume) per signed-in person: each one reads up to 1 MiB. */
  jsonResumeImportsPerUser: { limit: 20, windowMs: 60 * 60 * 1000 },
  /** The largest Stripe webhook body read (events are a few kilobytes). */
  stripeWebhookBytes: 1024 * 1024,
  /** Sessions last this long without use. */
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  /** And never longer than this after the sign-in, however often used: a stolen cookie does not live for ever. */
  sessionMaxLifetimeMs: 90 * 24 * 60 * 60 * 1000,
  /** A failed payment (past_due): what visitors see of paid features keeps serving this long (docs/decisions/0036). */
  planLapseGraceDays: 7,
  /** A released username or subdomain is the previous owner's alone for this long (docs/decisions/0036). */
  nameCooldownDays: 30,
} as const;

/** Resume content limits (docs/decisions/0004-limits.md). Each is answered with a clear 4xx when exceeded. */
export const RESUME_LIMITS = {
  summaryMaxLength: 5000,
  descriptionMaxLength: 5000,
  shortTextMaxLength: 200,
  gpaMaxLength: 20,
  tagMaxLength: 40,
  tagsPerItem: 20,
  itemsPerSection: {
    experiences: 100,
    education: 50,
    skills: 200,
    projects: 100,
    certifications: 100,
  },
  /** A JSON Resume document to import. */
  importBodyBytes: 1024 * 1024,
  /**
   * Values (array elements and object members) in a JSON Resume document to import, counted on the raw text before
   * it is parsed; more answer 413 JSON_RESUME_TOO_MANY_ENTRIES (docs/decisions/0035-bounded-input.md).
   */
  importMaxValues: 50_000,
} as const;

/** Month values as an <input type="month"> gives them: 2024-03. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Education dates are year text: 2019, or 'Expected 2027' for an end date. */
export const YEAR_PATTERN = /^\d{4}$/;
export const EDUCATION_END_PATTERN = /^(Expected )?\d{4}$/;

/**
 * A create sent with this header is done once per account and key: a repeat within `ttlMs` gets the first answer
 * (docs/decisions/0037-idempotency-and-stalled-jobs.md). Keys: `keyMinLength`-`keyMaxLength` of [A-Za-z0-9_-].
 */
export const IDEMPOTENCY = {
  header: 'Idempotency-Key',
  keyMinLength: 8,
  keyMaxLength: 128,
  ttlMs: 24 * 60 * 60 * 1000,
} as const;
