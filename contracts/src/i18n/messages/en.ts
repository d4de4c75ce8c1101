import { ERROR_CODES, MESSAGES, type ErrorCode } from '../../errors';

/**
 * The `messages` namespace in English, the source (docs/decisions/0049-app-translations.md): what toasts and the API's
 * errors say, keyed by where the text lives in the contracts. `MESSAGES.<path>` is every title-and-text message of
 * MESSAGES (a message built from a value has the value as a placeholder, named as the function names it);
 * `ERROR_CODES.<code>` is each error code's message. Referenced, never copied: the spec's wording stays in one place.
 * The platform translates a toast's or an API error's English text through it (frontends/platform
 * src/i18n/translate-message.ts), so the screens that raise them need no change.
 */
export const messagesEn = {
  MESSAGES: {
    session: {
      logoutFailed: MESSAGES.session.logoutFailed,
      loggedOut: MESSAGES.session.loggedOut,
    },
    export: {
      failed: MESSAGES.export.failed,
      done: MESSAGES.export.done,
    },
    linkedin: {
      devMode: MESSAGES.linkedin.devMode,
      connectFailed: MESSAGES.linkedin.connectFailed,
      connected: MESSAGES.linkedin.connected,
      syncFailed: MESSAGES.linkedin.syncFailed,
      synced: MESSAGES.linkedin.synced,
    },
    items: {
      experience: {
        saveFailed: MESSAGES.items.experience.saveFailed,
        deleteFailed: MESSAGES.items.experience.deleteFailed,
        updated: MESSAGES.items.experience.updated,
        deleted: MESSAGES.items.experience.deleted,
        addFailed: MESSAGES.items.experience.addFailed,
      },
      education: {
        saveFailed: MESSAGES.items.education.saveFailed,
        deleteFailed: MESSAGES.items.education.deleteFailed,
        updated: MESSAGES.items.education.updated,
        deleted: MESSAGES.items.education.deleted,
        addFailed: MESSAGES.items.education.addFailed,
      },
      project: {
        saveFailed: MESSAGES.items.project.saveFailed,
        deleteFailed: MESSAGES.items.project.deleteFailed,
        updated: MESSAGES.items.project.updated,
        deleted: MESSAGES.items.project.deleted,
        addFailed: MESSAGES.items.project.addFailed,
      },
      certification: {
        saveFailed: MESSAGES.items.certification.saveFailed,
        deleteFailed: MESSAGES.items.certification.deleteFailed,
        updated: MESSAGES.items.certification.updated,
        deleted: MESSAGES.items.certification.deleted,
        addFailed: MESSAGES.items.certification.addFailed,
      },
      skill: {
        addFailed: MESSAGES.items.skill.addFailed,
        deleteFailed: MESSAGES.items.skill.deleteFailed,
        added: MESSAGES.items.skill.added,
        deleted: MESSAGES.items.skill.deleted,
      },
      personalInfoFailed: MESSAGES.items.personalInfoFailed,
      summaryFailed: MESSAGES.items.summaryFailed,
      requiredFieldsMissing: MESSAGES.items.requiredFieldsMissing,
      duplicateTag: MESSAGES.items.duplicateTag,
    },
    resumeViews: {
      loadError: MESSAGES.resumeViews.loadError,
      notAvailable: MESSAGES.resumeViews.notAvailable,
      notFound: MESSAGES.resumeViews.notFound,
      invalidShareLink: MESSAGES.resumeViews.invalidShareLink,
      tooManyDownloads: MESSAGES.resumeViews.tooManyDownloads,
      tooManyLookups: MESSAGES.resumeViews.tooManyLookups,
      securityCodeDialog: MESSAGES.resumeViews.securityCodeDialog,
      protectedResume: MESSAGES.resumeViews.protectedResume,
      linkLocked: MESSAGES.resumeViews.linkLocked,
      sharedByHash: MESSAGES.resumeViews.sharedByHash,
      moved: MESSAGES.resumeViews.moved,
      requestRefused: MESSAGES.resumeViews.requestRefused('{{message}}'),
    },
    emailChange: {
      pending: MESSAGES.emailChange.pending('{{email}}'),
      confirmed: MESSAGES.emailChange.confirmed,
    },
    otherSessions: {
      failed: MESSAGES.otherSessions.failed,
    },
    privacy: {
      publicPageOn: MESSAGES.privacy.publicPageOn,
      publicPageOff: MESSAGES.privacy.publicPageOff,
      contactSaved: MESSAGES.privacy.contactSaved,
      saveFailed: MESSAGES.privacy.saveFailed,
      codedLinkButPublicPage: MESSAGES.privacy.codedLinkButPublicPage,
      ownerPreview: MESSAGES.privacy.ownerPreview,
      ownerPreviewPageOff: MESSAGES.privacy.ownerPreviewPageOff,
    },
    filters: {
      createFailed: MESSAGES.filters.createFailed('{{detail}}'),
      updateFailed: MESSAGES.filters.updateFailed('{{detail}}'),
      deleteFailed: MESSAGES.filters.deleteFailed('{{detail}}'),
      created: MESSAGES.filters.created,
      updated: MESSAGES.filters.updated,
      deleted: MESSAGES.filters.deleted,
    },
    jobMatch: {
      filterCreated: MESSAGES.jobMatch.filterCreated('{{name}}', '{{tags}}'),
      failed: MESSAGES.jobMatch.failed,
      createFailed: MESSAGES.jobMatch.createFailed('{{detail}}'),
    },
    applications: {
      empty: MESSAGES.applications.empty,
      created: MESSAGES.applications.created,
      createFailed: MESSAGES.applications.createFailed,
      moveFailed: MESSAGES.applications.moveFailed,
      deleted: MESSAGES.applications.deleted,
      deleteFailed: MESSAGES.applications.deleteFailed,
      saved: MESSAGES.applications.saved,
    },
    templates: {
      saveFailed: MESSAGES.templates.saveFailed('{{detail}}'),
      saved: MESSAGES.templates.saved,
      presetApplied: MESSAGES.templates.presetApplied,
      alreadyApplied: MESSAGES.templates.alreadyApplied,
    },
    shareLinks: {
      planEnded: MESSAGES.shareLinks.planEnded,
      deleteFailed: MESSAGES.shareLinks.deleteFailed,
      updateFailed: MESSAGES.shareLinks.updateFailed,
      createFailed: MESSAGES.shareLinks.createFailed,
      copyFailed: MESSAGES.shareLinks.copyFailed,
      copyCodeFailed: MESSAGES.shareLinks.copyCodeFailed,
      deleted: MESSAGES.shareLinks.deleted,
      updated: MESSAGES.shareLinks.updated,
      created: MESSAGES.shareLinks.created,
      refreshed: MESSAGES.shareLinks.refreshed,
      refreshFailed: MESSAGES.shareLinks.refreshFailed,
      linkCopied: MESSAGES.shareLinks.linkCopied,
      copied: MESSAGES.shareLinks.copied,
      resumeNotFound: MESSAGES.shareLinks.resumeNotFound,
      templateRequired: MESSAGES.shareLinks.templateRequired,
      paused: MESSAGES.shareLinks.paused,
      resumed: MESSAGES.shareLinks.resumed,
      expirySet: MESSAGES.shareLinks.expirySet,
      expiryCleared: MESSAGES.shareLinks.expiryCleared,
      expiryDialog: MESSAGES.shareLinks.expiryDialog,
      reading: {
        notifyFailed: MESSAGES.shareLinks.reading.notifyFailed,
      },
    },
    billing: {
      checkoutFailed: MESSAGES.billing.checkoutFailed,
      portalFailed: MESSAGES.billing.portalFailed,
      priceIdMissing: MESSAGES.billing.priceIdMissing,
      freePlan: MESSAGES.billing.freePlan,
      confirming: MESSAGES.billing.confirming,
      confirmed: MESSAGES.billing.confirmed('{{plan}}'),
      confirmSlow: MESSAGES.billing.confirmSlow,
      checkoutCanceled: MESSAGES.billing.checkoutCanceled,
      pastDue: MESSAGES.billing.pastDue,
      pastDueFeature: MESSAGES.billing.pastDueFeature,
      cancelAtPeriodEnd: MESSAGES.billing.cancelAtPeriodEnd('{{date}}'),
    },
    remotes: {
      unavailable: MESSAGES.remotes.unavailable,
      updateNeeded: MESSAGES.remotes.updateNeeded,
    },
    guard: {
      premiumFeature: MESSAGES.guard.premiumFeature,
    },
    notFoundPage: MESSAGES.notFoundPage,
    resumeLanguage: {
      languageSaved: MESSAGES.resumeLanguage.languageSaved('{{name}}'),
      headingsSaved: MESSAGES.resumeLanguage.headingsSaved,
      failed: MESSAGES.resumeLanguage.failed('{{detail}}'),
    },
  },
  ERROR_CODES: Object.fromEntries(Object.entries(ERROR_CODES).map(([code, { message }]) => [code, message])) as Record<
    ErrorCode,
    string
  >,
};

export type MessagesTexts = typeof messagesEn;
