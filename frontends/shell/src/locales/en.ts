import {
  CUSTOM_DOMAIN_ACTIVATION,
  LIMITS,
  MAGIC_LINK_SENT_MESSAGE,
  MESSAGES,
  MONEY_BACK_GUARANTEE_DAYS,
  PLAN_FEATURE_NAMES,
  planCatalogue,
  YEARLY_DISCOUNT_LABEL,
} from '@resume/contracts';

// The catalogue with every plan listed (Professional shows once its price ids are configured): the names and
// descriptions the API answers are the English source of the plan cards' texts, shown by plan id.
const [FREE, PREMIUM, PROFESSIONAL] = planCatalogue({
  premium: { month: '', year: '' },
  professional: { month: 'listed', year: '' },
});

/**
 * The `shell` namespace in English, the source catalogue (docs/decisions/0049-app-translations.md): the landing,
 * sign-in, pricing, magic-link and confirm-email screens, the remote cards and the layout (the profile's texts are the account remote's, decision 0057). Texts
 * the spec writes in MESSAGES are referenced from there; a constant of the contracts inside a sentence is filled in
 * here, so each translation carries it too.
 */
export const shellEn = {
  layout: { skipToContent: 'Skip to content' },
  landing: {
    badge: 'One resume, every application',
    heroBefore: 'Your resume, ',
    heroAccent: 'tailored',
    heroAfter: ' for every job',
    heroText:
      'Keep one resume, tailor it for each application with tags and filters, style it with templates, export a polished PDF and share it by link.',
    editResume: 'Edit Your Resume',
    createResume: 'Create Your Resume',
    signIn: 'Sign In',
    why: {
      eyebrow: 'Why us',
      title: 'Why professionals choose us',
      text: 'Less time formatting, more time applying.',
      busyTitle: 'Built for busy people',
      busyText: 'Keep one resume source and stop juggling a dozen slightly different documents.',
      tailoredTitle: 'Tailored in seconds',
      tailoredText: 'Tag your experience and projects, then produce a focused version for each job application.',
      shareTitle: 'Share with confidence',
      shareText: 'Send a link instead of an attachment, optionally protected by a 4-digit security code.',
    },
    how: {
      eyebrow: 'How it works',
      title: 'From blank page to shared link in four steps',
      buildTitle: 'Build your resume',
      buildText: 'Add your details, experience, education, skills, projects and certifications once.',
      tagTitle: 'Tag and filter',
      tagText: 'Tag experiences and projects, then save filters for the roles you apply to.',
      styleTitle: 'Style it',
      styleText: 'Pick a template preset or design your own colours, fonts, layout and branding.',
      exportTitle: 'Export or share',
      exportText: 'Download a PDF with selectable text or share a link visitors open without an account.',
    },
    soon: {
      eyebrow: 'Roadmap',
      title: 'Coming soon',
      text: 'We are working on more ways to get you hired.',
      badge: 'Soon',
      ai: 'AI resume suggestions',
      analytics: 'Analytics dashboard',
      recruiters: 'Recruiter portal with access requests',
      templates: 'Advanced templates',
    },
    pricing: {
      eyebrow: 'Pricing',
      title: 'Simple, transparent pricing',
      text: 'Start free. Upgrade when you need more.',
      freeDescription: 'Everything you need to build and export one great resume.',
      premiumDescription: 'Tailor, style and share your resume for every application.',
      mostPopular: 'Most Popular',
      myResume: 'My Resume',
      getStarted: 'Get Started',
      upgradeNow: 'Upgrade Now',
      getPremium: 'Get Premium',
    },
    faq: {
      eyebrow: 'FAQ',
      title: 'Frequently asked questions',
      freeQ: 'Is there a free plan?',
      freeA:
        'Yes. The Free plan gives you a single resume with the standard template and PDF export, at no cost and with no card required.',
      premiumQ: 'What do I get with Premium?',
      premiumA:
        'Unlimited resume filtering and share links, all template presets and custom templates, LinkedIn integration, custom branding and no product branding on your shared pages.',
      protectQ: 'Can I protect a shared resume?',
      protectA:
        'Yes. Any share link can require a 4-digit security code, and visitors never need an account to open it.',
      domainQ: 'Can I use my own domain?',
      domainA: `Premium supports custom domains and subdomains for your public resume. A custom domain is typically active ${CUSTOM_DOMAIN_ACTIVATION} after DNS setup.`,
      cancelQ: 'Can I cancel anytime?',
      cancelA: `Yes. You can cancel your subscription at any time, and Premium comes with a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.`,
    },
    cta: {
      title: 'Ready to land your next role?',
      text: 'Build your resume once and send the right version to every employer.',
      goToResume: 'Go to Your Resume',
      createNow: 'Create Your Resume Now',
    },
    preview: {
      experience: 'Experience',
      skills: 'Skills',
      projects: 'Projects',
      sharedLink: 'Shared link',
      views: '12 views',
    },
  },
  /** A plan card, on the landing and pricing pages; names, descriptions and features are the contracts' catalogue's. */
  plan: {
    month: 'month',
    year: 'year',
    included: 'Included',
    notIncluded: 'Not included',
    limited: 'Limited',
    names: { free: FREE.name, premium: PREMIUM.name, professional: PROFESSIONAL.name },
    descriptions: { free: FREE.description, premium: PREMIUM.description, professional: PROFESSIONAL.description },
    features: PLAN_FEATURE_NAMES,
  },
  pricing: {
    title: 'Choose Your Plan',
    intro: 'Start free and upgrade when you need tailored versions, custom templates and unlimited sharing.',
    interval: 'Billing interval',
    monthly: 'Monthly',
    yearly: 'Yearly',
    yearlyDiscount: YEARLY_DISCOUNT_LABEL,
    mostPopular: 'MOST POPULAR',
    upgradeTo: 'Upgrade to {{plan}}',
    currentPlan: 'Current Plan',
    processing: 'Processing...',
    includedIn: MESSAGES.billing.includedIn('{{plan}}'),
    returnToFree: MESSAGES.billing.returnToFree,
    changePlan: MESSAGES.billing.changePlan,
    loading: 'Loading plans',
    loadFailed: 'The plans could not be loaded.',
    guarantee: `${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee. Cancel anytime.`,
    faqTitle: 'Frequently asked questions',
    /** The questions the landing page asks too are its keys (PricingPage's FAQ list). */
    faq: {
      premiumA:
        'Unlimited resume filters for different job applications, unlimited share links, all template presets and custom templates, LinkedIn integration, custom branding and no product branding on your shared pages.',
      billingQ: 'How does billing work?',
      // The prices are formatted in the page's language (Intl).
      billingA: `Premium costs {{monthly}} per month or {{yearly}} per year (${YEARLY_DISCOUNT_LABEL.toLowerCase()}). Your subscription renews automatically at the end of each period until you cancel, and you can switch between monthly and yearly billing in Manage Subscription.`,
      paymentQ: 'Which payment methods do you accept?',
      paymentA:
        'All major credit and debit cards. Payments are processed by our payment provider on its secure hosted checkout page; your card details never reach our servers.',
      cancelA:
        'Yes. Cancel in Manage Subscription whenever you like. You keep your premium features until the end of the period you paid for, then your account returns to the Free plan with your resume intact.',
      lapseQ: 'What happens to my share links and domains when Premium ends?',
      lapseA: `You stay in control: you can still list, re-code and delete every share link in Manage Share Links and turn your public page off in Settings. Your links keep working with what the Free plan shows: the same filter, so a link never shows more than it did, in the standard template with product branding; new links, other templates and link analytics need Premium. Your subdomain and custom domain show a page saying your resume has moved, linking to your public page while it is on. If a payment fails, visitors keep seeing everything as before for ${LIMITS.planLapseGraceDays} days while it is retried. Nothing is deleted: subscribe again and it all comes back as it was.`,
      linkedinQ: 'How does the LinkedIn integration work?',
      linkedinA:
        'Premium members can connect their LinkedIn profile and import their work experience, education and skills, and sync the resume again later to keep it up to date.',
      refundQ: 'Do you offer refunds?',
      refundA: `Yes. Premium comes with a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee: if it is not for you, contact us within ${MONEY_BACK_GUARANTEE_DAYS} days of your purchase for a full refund.`,
    },
  },
  /** /magic-link-verify; the server's own error texts are translated by the api client (by code). */
  magicLink: {
    verifying: 'Verifying your magic link',
    moment: 'This only takes a moment.',
    success: MESSAGES.signIn.success,
    redirecting: 'Redirecting you to your resume...',
    continue: 'Continue',
    failed: 'Sign-in failed',
    requestNew: 'Request New Magic Link',
    showDebug: 'Show Debug Info',
    debugLabel: 'Debug information',
    debugTitle: 'Debug Info',
    verifyInvalid: MESSAGES.signIn.verifyInvalid,
    verifyFailed: MESSAGES.signIn.verifyFailed,
    noToken: MESSAGES.signIn.noToken,
    signInAs: MESSAGES.signIn.signInAs('{{email}}'),
    confirmHint: MESSAGES.signIn.confirmHint,
    switchQuestion: MESSAGES.signIn.switchQuestion('{{current}}', '{{next}}'),
    switchAccount: MESSAGES.signIn.switchAccount,
    staySignedIn: MESSAGES.signIn.staySignedIn('{{current}}'),
  },
  /** /confirm-email; its 'Email updated' and the invalid link's text are the `messages` namespace's. */
  confirmEmail: {
    title: MESSAGES.emailChange.confirmTitle,
    text: MESSAGES.emailChange.confirmText('{{email}}'),
    button: MESSAGES.emailChange.confirmButton,
  },
  remotes: { reload: 'Reload' },
  login: {
    signIn: {
      heading: 'Sign in to your account',
      intro: 'Enter your email and we will send you a magic link to sign in. No password needed.',
      formLabel: 'Sign in with a magic link',
      afterSend: 'Open the link in this browser to sign in.',
    },
    register: {
      heading: 'Create your account',
      intro:
        'Enter your email and we will send you a magic link. Opening it creates your account and signs you in. No password needed.',
      formLabel: 'Create your account with a magic link',
      afterSend: 'Open the link in this browser to create your account.',
    },
    checkEmail: 'Check your email',
    sent: MAGIC_LINK_SENT_MESSAGE,
    sentTo: 'Sent to ',
    sendAnother: 'Send Another Link',
    emailLabel: 'Email address',
    emailPlaceholder: 'you@example.com',
    sending: 'Sending...',
    send: 'Send Magic Link',
    needsScript: 'Signing in needs JavaScript: turn it on to get your magic link.',
    haveAccount: 'Already have an account?',
    signInLink: 'Sign in',
    invalidEmail: MESSAGES.signIn.invalidEmail,
    sendFailed: MESSAGES.signIn.sendFailed,
    sendFailedGeneric: MESSAGES.signIn.sendFailedGeneric,
  },
  notFound: {
    title: MESSAGES.notFoundPage.title,
    description: MESSAGES.notFoundPage.description ?? '',
    goHome: 'Go to Home',
  },
  /**
   * The profile's texts as the account remote read them before it had its own namespace (decision 0057): an account
   * build from then, still deployed or rolled back to, finds them here. Remove once no such build can be served.
   */
  profile: {
    title: 'Your Profile',
    userInformation: 'User Information',
    name: 'Name',
    email: 'Email',
    jobTitle: 'Job Title',
    location: 'Location',
    notProvided: 'Not provided',
    language: 'Language',
    languageHint: 'The language of the app on every device you sign in on.',
  },
};

export type ShellTexts = typeof shellEn;
