import { MESSAGES } from '@resume/contracts';

/**
 * The `platform` namespace in English, the source: the account sidebar, the shared dialogs and cards. The spec's
 * own texts are referenced from MESSAGES.
 */
export const platformEn = {
  sidebar: {
    label: 'Account',
    pages: 'Account pages',
    locked: '(Premium feature, see pricing)',
  },
  premium: {
    title: MESSAGES.guard.premiumFeature.title,
    description: MESSAGES.guard.premiumFeature.description ?? '',
    pastDueTitle: MESSAGES.billing.pastDueFeature.title,
    pastDueDescription: MESSAGES.billing.pastDueFeature.description ?? '',
    manageSubscription: MESSAGES.billing.manageSubscription,
    upgrade: 'Upgrade to Premium',
    cancel: 'Cancel',
    goHome: 'Go to Home',
  },
  common: {
    close: 'Close',
    loading: 'Loading',
    tryAgain: 'Try again',
  },
  time: {
    justNow: 'just now',
  },
};

export type PlatformTexts = typeof platformEn;
