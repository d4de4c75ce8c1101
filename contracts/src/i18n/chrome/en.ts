import { ERROR_CODES } from '../../errors/error-codes';
import { MESSAGES } from '../../errors/messages';

const views = MESSAGES.resumeViews;

/**
 * The `chrome` namespace in English, the source: the site's header, menus and footer (the shell and the free plan's
 * public pages), the language choice, and the server-rendered message pages. Texts the spec writes in MESSAGES are
 * referenced from there, not copied.
 */
export const chromeEn = {
  signIn: 'Sign in',
  header: {
    accountMenu: 'Account menu',
    mainMenu: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'Home',
    logOut: 'Log out',
    premiumFeature: '{{label}} (Premium feature)',
  },
  /** The account menus' and the account sidebar's items (spec 2.3, 2.4). */
  nav: {
    myResume: 'My Resume',
    shareResume: 'Share Your Resume',
    filters: 'Resume Filters',
    shareLinks: 'Manage Share Links',
    applications: 'Applications',
    customTemplates: 'Custom Templates',
    customTemplate: 'Custom Template',
    settings: 'Settings',
    linkedin: 'LinkedIn Integration',
  },
  footer: {
    description: MESSAGES.marketing.footer,
    features: 'Features',
    company: 'Company',
    resumeBuilder: 'Resume Builder',
    customTemplates: 'Custom Templates',
    positionFilters: 'Position Filters',
    shareableLinks: 'Shareable Links',
    about: 'About',
    blog: 'Blog',
    contact: 'Contact',
    privacy: 'Privacy',
    copyright: '© {{year}} {{product}}. All rights reserved.',
  },
  language: {
    label: 'Language',
    saveFailed: 'Your language could not be saved to your account. It applies on this device.',
  },
  /** The public and shared pages' own texts and message pages (server-rendered). */
  pages: {
    createdWith: 'Created with',
    goHome: views.goHome,
    loadError: { title: views.loadError.title, description: views.loadError.description ?? '' },
    notAvailable: { title: views.notAvailable.title, description: views.notAvailable.description ?? '' },
    invalidShareLink: { title: views.invalidShareLink.title, description: views.invalidShareLink.description ?? '' },
    tooManyDownloads: { title: views.tooManyDownloads.title, description: ERROR_CODES.RATE_LIMITED.message },
    tooManyLookups: { title: views.tooManyLookups.title, description: ERROR_CODES.RATE_LIMITED.message },
    moved: { title: views.moved.title, description: views.moved.description ?? '' },
    movedLink: views.movedLink,
    /** A coded share link's page (/s/{id}): the dialog, its answers, the locked page, and what previews see. */
    code: {
      title: views.securityCodeDialog.title,
      description: views.securityCodeDialog.description ?? '',
      label: 'Security code',
      submit: 'View Resume',
      required: ERROR_CODES.SECURITY_CODE_REQUIRED.message,
      invalid: ERROR_CODES.SECURITY_CODE_INVALID.message,
      /** `time`: the wait in whole minutes, worded by Intl ('2 minutes', '2 Minuten'). */
      wait: `${ERROR_CODES.CODE_ATTEMPTS_WAIT.message} Try again in {{time}}.`,
      locked: { title: views.linkLocked.title, description: views.linkLocked.description ?? '' },
      preview: { title: views.protectedResume.title, description: views.protectedResume.description ?? '' },
    },
    readNote: views.readNote,
  },
};

export type ChromeTexts = typeof chromeEn;
