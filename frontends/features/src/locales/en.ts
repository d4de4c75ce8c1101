import { MESSAGES } from '@resume/contracts';

/**
 * The `features` namespace in English, the source (docs/decisions/0049-app-translations.md): the parts of
 * @resume/features several apps show (the export picker, the paper choice, the printed pages, the copy button, the
 * billing parts' Manage Subscription). Registered by this package itself (index.ts), so every app that bundles these parts has their texts.
 */
export const featuresEn = {
  copy: {
    label: 'Copy {{label}}',
    copy: 'Copy',
    copied: 'Copied',
  },
  paper: {
    legend: MESSAGES.preview.paper,
    A4: 'A4',
    Letter: 'US Letter',
  },
  status: {
    printing: MESSAGES.preview.printing,
    updating: MESSAGES.preview.updating,
    // MESSAGES.preview.pages(count, paper), with the count and the paper as placeholders.
    one: MESSAGES.preview.pages(1, '{{paper}}'),
    other: '{{pages}} pages on {{paper}}, as the PDF prints',
  },
  pages: {
    unknown: 'Printed pages',
    one: '{{pages}} printed page',
    other: '{{pages}} printed pages',
    pageOf: 'Page {{number}} of {{of}}',
  },
  billing: {
    manageSubscription: MESSAGES.billing.manageSubscription,
  },
  picker: {
    title: 'Export PDF',
    description: 'Choose a version of your resume and a template.',
    confirm: 'Export',
    cancel: 'Cancel',
    tabs: 'Choose what to pick',
    filters: 'Filters',
    templates: 'Templates',
    selected: 'Selected:',
    noFilter: 'No Filter',
    someFilter: 'Filter',
    fullResume: 'Shares the full resume',
    defaultTemplate: 'Default template',
    upgrade: 'Upgrade to Premium',
    premiumFeature: '(Premium feature)',
    filtersLockedTitle: 'Filtered versions are a Premium feature',
    filtersLockedText: 'Tailor your resume for each application with filters.',
    loadingFilters: 'Loading filters',
    filtersFailed: 'Your filters could not be loaded.',
    noTags: 'No tags',
    noFilters: 'No filters yet.',
    createFilters: 'Create Filters',
    loadingTemplates: 'Loading templates',
    templatesFailed: 'Templates could not be loaded.',
    templatesLocked:
      'The free plan exports with the standard template. Custom templates and the other presets come with Premium.',
    defaultBadge: 'Default',
    yourTemplate: 'Your template',
    preset: 'Preset',
    defaultFont: 'Default',
    templateDetail: '{{kind}} · {{font}} font',
    noTemplates: 'No templates available.',
  },
};

export type FeaturesTexts = typeof featuresEn;
