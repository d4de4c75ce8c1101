/**
 * Spec section 8: every user-facing title and text, written exactly as the spec writes them.
 * Frontends show these in toasts (destructive variant for failures) and on pages.
 */
export interface UserMessage {
  title: string;
  description?: string;
}

import { ERROR_CODES } from './error-codes';

const msg = (title: string, description?: string): UserMessage => (description ? { title, description } : { title });

export const MESSAGES = {
  session: {
    logoutFailed: msg('Error', 'Failed to log out. Please try again.'),
    loggedOut: msg('Logged out', 'You have been successfully logged out.'),
  },
  export: {
    failed: msg('Export Failed', 'There was an error generating your PDF. Please try again.'),
    done: msg('PDF Generated', 'Your resume has been exported as a PDF'),
  },
  /** The live preview beside the editor, in the export dialog and in the template editor (docs/decisions/0045). */
  preview: {
    heading: 'Preview',
    toggle: 'Preview',
    printing: 'Printing the preview…',
    updating: 'Updating…',
    pages: (count: number, paper: string) =>
      `${count} ${count === 1 ? 'page' : 'pages'} on ${paper}, as the PDF prints`,
    caption: 'The dashed box is the printable area inside the page margin.',
    template: 'Template',
    paper: 'Paper size',
  },
  linkedin: {
    devMode: msg('Development Mode'),
    connectFailed: msg('Connection Failed', 'Could not connect to LinkedIn. Please try again.'),
    connected: msg('LinkedIn Connected'),
    syncFailed: msg('Sync Failed', 'Could not sync LinkedIn profile. Please try again.'),
    synced: msg('LinkedIn Profile Synced'),
    premiumDialog:
      'LinkedIn integration is a premium feature. Upgrade to Premium to connect your LinkedIn profile and automatically import your work experience, education, and skills.',
  },
  items: {
    experience: {
      saveFailed: msg('Failed to save', 'There was an error saving your experience.'),
      deleteFailed: msg('Failed to delete', 'There was an error deleting the experience.'),
      updated: msg('Experience updated'),
      deleted: msg('Experience deleted'),
      addFailed: msg('Error', 'Failed to add experience'),
    },
    education: {
      saveFailed: msg('Failed to save', 'There was an error saving your education.'),
      deleteFailed: msg('Failed to delete', 'There was an error deleting the education.'),
      updated: msg('Education updated'),
      deleted: msg('Education deleted'),
      addFailed: msg('Error', 'Failed to add education'),
    },
    project: {
      saveFailed: msg('Failed to save', 'There was an error saving your project.'),
      deleteFailed: msg('Failed to delete', 'There was an error deleting the project.'),
      updated: msg('Project updated'),
      deleted: msg('Project deleted'),
      addFailed: msg('Error', 'Failed to add project'),
    },
    certification: {
      saveFailed: msg('Failed to save', 'There was an error saving your certification.'),
      deleteFailed: msg('Failed to delete', 'There was an error deleting the certification.'),
      updated: msg('Certification updated'),
      deleted: msg('Certification deleted'),
      addFailed: msg('Error', 'Failed to add certification'),
    },
    skill: {
      addFailed: msg('Failed to add skill', 'There was an error adding your skill.'),
      deleteFailed: msg('Failed to delete skill', 'There was an error deleting the skill.'),
      added: msg('Skill added'),
      deleted: msg('Skill deleted'),
    },
    personalInfoFailed: msg('Error', 'Failed to update personal information'),
    summaryFailed: msg('Error', 'Failed to update professional summary'),
    successTitle: 'Success',
    requiredFieldsMissing: msg('Required fields missing', 'Please fill in all required fields.'),
    duplicateTag: msg('Duplicate tag', 'This tag has already been added.'),
    categoryRequired: 'Category is required',
    skillNameRequired: 'Skill name is required',
  },
  resumeViews: {
    loadError: msg('Error loading resume', 'There was a problem loading your resume data. Please try again later.'),
    notAvailable: msg('Resume Not Available', "The resume you're looking for doesn't exist or is not accessible."),
    notFound: msg('Resume not found', "The resume you're looking for doesn't exist or is not accessible."),
    invalidShareLink: msg('Invalid Share Link', 'This shared resume link is invalid or has expired.'),
    /** Not in the spec: the public PDF download past its per-client limit (429). */
    tooManyDownloads: msg('Too Many Downloads', ERROR_CODES.RATE_LIMITED.message),
    /** Not in the spec: too many resume lookups by username from one client (429, docs/decisions/0013-privacy.md). */
    tooManyLookups: msg('Too Many Requests', ERROR_CODES.RATE_LIMITED.message),
    invalidSecurityCode: 'Invalid security code. Please try again.',
    securityCodeRequired: 'Security code is required',
    /** The server-rendered code dialog of a coded link (/s/{id}). */
    securityCodeDialog: msg(
      'Security Code Required',
      'This resume is protected. Enter the 4-digit security code to view it.',
    ),
    /** Not in the spec: the title and description a coded link's page gives previews and search engines. */
    protectedResume: msg('Protected resume', 'This resume is protected by a security code.'),
    /** Not in the spec: too many wrong codes from one client (429, docs/decisions/0014-share-code-guessing.md). */
    codeAttemptsWait: (seconds: number) => {
      const minutes = Math.ceil(seconds / 60);
      return `${ERROR_CODES.CODE_ATTEMPTS_WAIT.message} Try again in ${minutes} minute${seconds > 60 ? 's' : ''}.`;
    },
    /** Not in the spec: a link locked after too many wrong codes (423, docs/decisions/0014-share-code-guessing.md). */
    linkLocked: msg('Link Locked', ERROR_CODES.SHARE_LINK_LOCKED.message),
    /** Not in the spec: /shared, which reads the link's id from the address's #fragment. */
    sharedByHash: msg('Shared resume', 'A shared resume'),
    filteredBanner: 'This resume has been filtered to highlight specific skills and experiences',
    viewFullResume: 'View Full Resume',
    goHome: 'Go Home',
    /** Not in the spec: a lapsed plan's subdomain or custom domain (410, docs/decisions/0036-plan-lapse.md). */
    moved: msg('This resume has moved', 'The resume that was here is no longer served at this address.'),
    movedLink: 'Go to the resume',
    /**
     * Not in the spec: a browser's request to a public address that was refused for another reason than a missing
     * resume or link (a form too large, posted from another site...): the error code's own catalogue message
     * (docs/decisions/0040-browser-error-pages.md).
     */
    requestRefused: (message: string) => msg('Request Not Accepted', message),
    /**
     * Not in the spec: the small print under a shared resume saying what is counted (issue 28 point 3,
     * docs/decisions/0053-read-notices.md).
     */
    readNote:
      'Its owner sees when this page is opened, how long it stays visible and how far it is scrolled. No cookies, nothing that identifies you.',
  },
  signIn: {
    invalidEmail: 'Please enter a valid email address',
    sendFailedGeneric: 'An error occurred. Please try again.',
    sendFailed: 'Failed to send magic link. Please try again later.',
    verifyInvalid: 'Invalid or expired magic link.',
    verifyFailed: 'Failed to verify magic link. Please try again or request a new one.',
    noToken: 'Invalid magic link. No token provided.',
    success: 'Login successful',
    /** Not in the spec: a link opened in another browser than the one that asked for it, or over another account. */
    signInAs: (email: string) => `Sign in as ${email}`,
    confirmHint:
      'This sign-in link was opened in a different browser than the one it was requested from. Continue only if you asked for it.',
    switchQuestion: (current: string, next: string) =>
      `You are signed in as ${current}. Sign out of that account and sign in as ${next}?`,
    switchAccount: 'Switch account',
    staySignedIn: (current: string) => `Stay signed in as ${current}`,
  },
  /** Not in the spec: changing the sign-in address is confirmed from the new address (docs/decisions/0015). */
  emailChange: {
    pending: (email: string) =>
      msg('Confirm your new email', `We sent a confirmation link to ${email}. Your email changes when you open it.`),
    pendingNote: (email: string) => `Waiting for confirmation: ${email}`,
    confirmTitle: 'Confirm your new email address',
    confirmText: (email: string) => `Use ${email} to sign in from now on?`,
    confirmButton: 'Confirm new email',
    confirmed: msg('Email updated', 'Sign in with your new address from now on.'),
    signInFirst: 'Sign in to the account that asked for this change, then open the link again.',
  },
  /** Not in the spec: ending the account's other sessions (docs/decisions/0033-one-email-one-account.md). */
  otherSessions: {
    title: 'Signed-in devices',
    text: 'Lost a phone or used a shared computer? Sign out everywhere except here.',
    button: 'Sign out of all other devices',
    confirmTitle: 'Sign out of all other devices?',
    confirmText:
      'Every other browser and device signed in to your account is signed out and needs a new sign-in link. You stay signed in here.',
    done: (ended: number) =>
      msg(
        'Signed out of other devices',
        ended === 0
          ? 'No other device was signed in.'
          : `${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.`,
      ),
    failed: msg('Error', 'Failed to sign out of other devices. Please try again.'),
  },
  /** Not in the spec: the public page switch and the contact fields pages show (docs/decisions/0013-privacy.md). */
  privacy: {
    publicPageOn: msg('Public page on', 'Anyone with the address can read your complete resume.'),
    publicPageOff: msg('Public page off', 'Your resume is shown only through your share links.'),
    contactSaved: msg('Contact details updated', 'Public and shared pages show your choice.'),
    saveFailed: msg('Error', 'Failed to update your page settings'),
    /** A coded share link while /r/{username} shows the same resume without a code (share-manager, API warning). */
    codedLinkButPublicPage: msg(
      'Your resume is also public',
      'Anyone can read your complete resume on your public page without this code. Turn the public page off to keep it behind the code.',
    ),
    turnOffPublicPage: 'Turn off the public page',
    /** The share page's complete-resume link while the public page is off (it would be a 404). */
    turnOnPublicPage: 'Turn on the public page',
    /** /resume for its signed-in owner (docs/decisions/0039-owner-links.md): their complete resume, as only they see it. */
    ownerPreview: msg('Preview of your complete resume', 'Visitors read it on your public page:'),
    ownerPreviewPageOff: msg('Your public page is off', 'Only you see this preview. Your share links still work.'),
  },
  filters: {
    createFailed: (detail: string) => msg('Error', `Failed to create filter: ${detail}`),
    updateFailed: (detail: string) => msg('Error', `Failed to update filter: ${detail}`),
    deleteFailed: (detail: string) => msg('Error', `Failed to delete filter: ${detail}`),
    created: msg('Filter created'),
    updated: msg('Filter updated'),
    deleted: msg('Filter deleted'),
  },
  /** Not in the spec (issue 28): the editor's 'Match a job' dialog (docs/decisions/0051-job-match.md). */
  jobMatch: {
    open: 'Match a job',
    title: 'Match a job posting',
    intro:
      'Paste the text of a job posting. Its skills, tools and certifications are compared with your resume by fixed rules, without AI; nothing is stored and no address is opened.',
    posting: 'Job posting',
    postingHint: (max: number) => `At most ${max.toLocaleString('en')} characters.`,
    language: 'Language of the posting',
    detect: 'Detect',
    languages: { en: 'English', de: 'German', fr: 'French', es: 'Spanish' },
    match: 'Match',
    matching: 'Matching…',
    score: 'Match score',
    noTerms:
      'The posting names none of the skills, tools or certifications the rules know, nor any of your tags and skills.',
    formula: 'How the score is counted',
    formulaText:
      'Each term counts by how the posting asks for it; the score is the points of the terms found in your resume over the points of all terms.',
    weights: { required: 'Required', mentioned: 'Mentioned', preferred: 'Preferred' },
    found: (count: number) => `Found in your resume (${count})`,
    missing: (count: number) => `Missing from your resume (${count})`,
    noneMissing: 'Every term of the posting is in your resume.',
    noneFound: 'None of the terms is in your resume yet.',
    sections: {
      personal: 'Personal Information',
      summary: 'Professional Summary',
      experiences: 'Work Experience',
      education: 'Education',
      skills: 'Skills',
      projects: 'Projects',
      certifications: 'Certifications',
    },
    fields: {
      title: 'title',
      company: 'company',
      description: 'description',
      tags: 'tags',
      name: 'name',
      category: 'category',
      degree: 'degree',
      institution: 'institution',
      issuer: 'issuer',
      summary: 'text',
    } as Record<string, string>,
    suggested: 'Tags for a filter',
    suggestedHint: 'Your tags whose experiences and projects hold the most of the terms found.',
    noSuggestedTags: 'None of your tagged experiences or projects holds a term of this posting.',
    covers: (terms: string) => `covers ${terms}`,
    filterName: 'Filter name',
    defaultFilterName: 'Job match',
    createFilter: 'Create filter for this job',
    filterCreated: (name: string, tags: string) => msg('Filter created', `"${name}" shows the items tagged ${tags}.`),
    failed: msg('Error', 'Failed to match the job posting. Please try again.'),
    createFailed: (detail: string) => msg('Error', `Failed to create filter: ${detail}`),
    premiumFilter:
      'Filters are a premium feature. Upgrade to Premium to make a filter of these tags and share your resume tailored to this job.',
    rulesVersion: (version: string) => `Rules ${version}`,
  },
  /** Not in the spec (issue 28 point 2): the Applications screen (docs/decisions/0052-applications.md). */
  applications: {
    title: 'Applications',
    description:
      'Every job you apply for, with the share link you sent: where each one stands, and whether it was opened.',
    upsellTitle: 'Track every application with the link you sent',
    upsell:
      'Paste a job posting, see how your resume matches it, and send a frozen link of the version you applied with. A board and a table show each application by status with "Opened 2 h ago · 3 views · 1 download", and you can export them all as CSV.',
    upgrade: 'Upgrade to Premium',
    newApplication: 'New application',
    exportCsv: 'Export CSV',
    board: 'Board',
    table: 'Table',
    empty: msg('No applications yet', 'Add the jobs you apply for: each gets its own share link.'),
    statuses: {
      saved: 'Saved',
      applied: 'Applied',
      interviewing: 'Interviewing',
      offer: 'Offer',
      rejected: 'Rejected',
      withdrawn: 'Withdrawn',
    },
    notOpened: 'Not opened yet',
    opened: (ago: string) => `Opened ${ago}`,
    views: (n: number) => `${n} ${n === 1 ? 'view' : 'views'}`,
    downloads: (n: number) => `${n} ${n === 1 ? 'download' : 'downloads'}`,
    linkDeleted: 'Link deleted',
    created: msg('Application added', 'Its share link is ready to send.'),
    createFailed: msg('Error', 'Failed to add the application'),
    moved: (company: string, status: string) => `${company} moved to ${status}.`,
    moveFailed: msg('Error', 'Failed to move the application'),
    deleted: msg('Application deleted', 'Its share link stays in Manage Share Links.'),
    deleteFailed: msg('Error', 'Failed to delete the application'),
    deleteConfirm: 'Delete this application? Its share link stays until you delete it in Manage Share Links.',
    edit: 'Edit application',
    editIntro:
      'Your notes, the day you applied and the posting’s address. The posting and its match stay as they were.',
    saved: msg('Application saved'),
    match: (score: number) => `Match ${score} %`,
  },
  templates: {
    saveFailed: (detail: string) => msg('Error', `Failed to save template: ${detail}`),
    saved: msg('Template saved successfully'),
    presetApplied: msg('Preset Applied'),
    alreadyApplied: msg('Template Already Applied'),
  },
  shareLinks: {
    /** Not in the spec: Manage Share Links after a subscription ended (docs/decisions/0036-plan-lapse.md). */
    planEnded: msg(
      'Your Premium plan has ended',
      'Your links keep working with what the Free plan shows: the same filter, in the standard template. You can still copy, re-code and delete them; new links and analytics need Premium.',
    ),
    upgradeAgain: 'Upgrade to Premium',
    deleteFailed: msg('Error', 'Failed to delete the share link'),
    updateFailed: msg('Error', 'Failed to update the share link'),
    createFailed: msg('Error', 'Failed to create the share link'),
    copyFailed: msg('Failed to copy', 'Please select and copy the link manually'),
    copyCodeFailed: msg('Failed to copy', 'Please select and copy the security code manually'),
    deleted: msg('Link Deleted'),
    updated: msg('Link Updated'),
    created: msg('Share Link Created'),
    /** Not in the spec (docs/decisions/0027): 'Refresh' on a frozen link. */
    refreshed: msg('Link Refreshed', 'The link now shows your resume as it is now.'),
    refreshFailed: msg('Error', 'Failed to refresh the share link'),
    linkCopied: msg('Link copied'),
    copied: msg('Copied!'),
    resumeNotFound: msg('Resume Not Found'),
    templateRequired: msg('Template Required', 'Please select a template for your share link.'),
    deleteConfirm: 'Are you sure you want to delete this share link? Anyone using it will lose access.',
    selectFilter: 'Please select a filter to continue',
    /** Spec 9: a code is 4 digits, 1000 to 9999 (docs/decisions/0014-share-code-guessing.md). */
    codeFormat: 'The code must be 4 digits from 1000 to 9999.',
    /** Not in the spec: link controls (docs/decisions/0054-link-controls-and-previews.md). */
    paused: msg('Link Paused', "Visitors now see 'Invalid Share Link' until you resume it. Its analytics stay here."),
    resumed: msg('Link Resumed', 'The link shows your resume again.'),
    expirySet: msg('Expiry Set'),
    expiryCleared: msg('Expiry Removed', 'The link no longer expires.'),
    expiryDialog: msg(
      'Link Expiry',
      "After this day visitors see 'Invalid Share Link' and the PDF download stops. You can change it or remove it any time.",
    ),
    /** Not in the spec (docs/decisions/0053-read-notices.md): the reading of a link in the table, its switch and the notices. */
    reading: {
      never: 'Not opened yet',
      opened: (ago: string) => `Opened ${ago}`,
      views: (n: number) => `${n} view${n === 1 ? '' : 's'}`,
      downloads: (n: number) => `${n} download${n === 1 ? '' : 's'}`,
      timeRead: (average: string, total: string) => `${average} average · ${total} total read`,
      depth: (percent: number) => `read to ${percent} %`,
      notifyLink: 'Tell me when it is first opened',
      notifyAccount: 'E-mail me and show a notice when one of my links is first opened',
      notifyFailed: msg('Error', 'Failed to change the notices'),
      noticesTitle: 'Notices',
      noNotices: 'No new notices',
      markAllRead: 'Mark all as read',
      firstOpened: (name: string) => `${name} was opened for the first time`,
      completeResume: 'Your complete resume link',
    },
  },
  billing: {
    checkoutFailed: msg('Error', 'Failed to create checkout session. Please try again.'),
    portalFailed: msg('Error', 'Failed to access subscription portal. Please try again.'),
    priceIdMissing: msg('Price ID Missing', 'This plan is not available for purchase at the moment.'),
    freePlan: msg('Free Plan', "You're already on the free plan! No payment required."),
    /** Not in the spec (issue 11): the return from checkout, BILLING=disabled, and the subscription page. */
    confirming: msg(
      'Confirming your payment...',
      'Your plan changes as soon as the payment provider confirms it. This usually takes a few seconds.',
    ),
    confirmed: (plan: string) => msg('Payment confirmed', `Welcome to ${plan}! Your premium features are ready.`),
    confirmSlow: msg(
      'Still confirming your payment',
      'The confirmation is taking longer than usual. Your plan changes as soon as it arrives; reload this page in a minute.',
    ),
    checkoutCanceled: msg('Checkout canceled', 'Nothing was charged. You can upgrade whenever you like.'),
    paymentsUnavailable: ERROR_CODES.BILLING_DISABLED.message,
    pastDue: msg(
      'Payment past due',
      'Your last payment failed. Update your payment method in Manage Subscription to keep your premium features.',
    ),
    /** Not in the spec (issue 25): a paid feature opened while the plan's payment is past due. */
    pastDueFeature: msg(
      'Payment past due',
      'Your last payment failed, so premium features are paused. Update your card in Manage Subscription to use them again.',
    ),
    manageSubscription: 'Manage Subscription',
    /** Not in the spec (issue 25): the Free card's disabled button for a paid user (decision 0041). */
    includedIn: (plan: string) => `Included in ${plan}`,
    returnToFree: 'To return to Free, cancel in Manage Subscription.',
    changePlan: 'Change your plan in Manage Subscription.',
    cancelAtPeriodEnd: (date: string) =>
      msg(
        'Cancellation scheduled',
        `Your subscription is cancelled and ends on ${date}. You keep your premium features until then; after that your account returns to the Free plan.`,
      ),
  },
  /** Not in the spec: the shell's cards for a remote screen it cannot show. */
  remotes: {
    unavailable: msg(
      'This part of the app could not be loaded',
      'It may be updating or temporarily unavailable. The rest of the app still works. Check your connection and try again in a moment.',
    ),
    updateNeeded: msg('This screen needs an update', 'Reload the page to get the latest version.'),
  },
  guard: {
    premiumFeature: msg(
      'Premium Feature',
      'This feature is only available for Premium subscribers. Upgrade now to access all premium features including filters, custom templates, and more.',
    ),
  },
  notFoundPage: msg('404 Page Not Found', 'Did you forget to add the page to the router?'),
  deleteConfirm: {
    experience: (company: string) =>
      `Are you sure you want to delete the experience at ${company}? This action cannot be undone.`,
    education: (institution: string) =>
      `Are you sure you want to delete the education at ${institution}? This action cannot be undone.`,
    project: (name: string) => `Are you sure you want to delete the project ${name}? This action cannot be undone.`,
    certification: (name: string) =>
      `Are you sure you want to delete the certification ${name}? This action cannot be undone.`,
  },
  /** Not in the spec (issue 27, docs/decisions/0047-resume-language.md): the editor's language card. */
  resumeLanguage: {
    heading: 'Resume language',
    description:
      "The language of your resume's section headings, dates and words on its page and PDF. A filter can choose its own.",
    select: 'Language',
    headings: 'Section headings',
    headingsHint: "Rename a heading for wording the catalogue does not have; leave it blank for the language's own.",
    saveHeadings: 'Save headings',
    languageSaved: (name: string) => msg('Success', `Your resume is now in ${name}.`),
    headingsSaved: msg('Success', 'Section headings updated'),
    failed: (detail: string) => msg('Error', `Failed to update the resume language: ${detail}`),
    /** The filter dialog's choice. */
    filterField: 'Language of this version',
    filterDefault: "The resume's language (default)",
  },
  marketing: {
    footer: 'Resume creation and sharing for busy professionals',
    upgradeNote: 'Want your own custom template? Upgrade to Premium',
  },
} as const;
