/**
 * @resume/features: the feature code the apps share at build time, NOT at run time. Every app (shell and remotes)
 * bundles its own copy of what it imports, so a change here ships with the app that needs it, without a shell
 * release and without the singleton's semver rules. The TanStack Query cache is still one: these hooks call
 * `useQueryClient()` and the platform's `apiJson`, which are singletons; queries are keyed by API path, so two
 * copies of a hook read and write the same cache entry.
 */
export { useCompleteResume, useUpdateResume } from './resume/resume';
export { ResumeLanguageOptions } from './resume/ResumeLanguageOptions';
export {
  useCreateSectionItem,
  useUpdateSectionItem,
  useDeleteSectionItem,
  useReorderSection,
  useCreateSkill,
  useDeleteSkill,
} from './resume/resume-sections';
export { useExportJsonResume, useImportJsonResume } from './resume/json-resume';
export { useGeneratePdf } from './resume/pdf-export';
export { ExportPicker } from './export/export-picker';
export { PaperSizeChoice, browserLanguages } from './export/paper-size-choice';
export { useTemplateOptions } from './export/template-options';
export type { TemplateOption } from './export/template-options';
export { PreviewScheduler } from './preview/preview-scheduler';
export type { PreviewSchedulerOptions, SchedulerTimers } from './preview/preview-scheduler';
export { useLivePreview } from './preview/use-live-preview';
export type { LivePreview, PreviewStatus } from './preview/use-live-preview';
export { PrintPreview } from './preview/PrintPreview';
export { PreviewError } from './preview/preview-pdf';
export { CopyButton } from './clipboard/copy-button';
export type { ExportSelection } from './export/export-picker';

export {
  filtersQueryKey,
  getFilters,
  useFilters,
  useFilterTags,
  useFilteredResume,
  useCreateFilter,
  useUpdateFilter,
  useDeleteFilter,
} from './tailoring/filters';
export type { CreateFilterRequest } from './tailoring/filters';
export { useTemplates, useTemplatePresets, useSaveTemplate } from './tailoring/templates';
export { useMatchJob, useCreateFilterForJob } from './job-match/job-match';
export type { JobMatchRequest } from './job-match/job-match';

export {
  shareLinkUrl,
  randomSecurityCode,
  useShareLinks,
  useShareLinkAnalytics,
  useCreateShareLink,
  useUpdateShareLink,
  useDeleteShareLink,
  useRefreshShareLink,
} from './sharing/share-links';

export {
  LIVE_SUBSCRIPTION_STATUSES,
  subscribedPlan,
  planPriceId,
  planAmount,
  formatPrice,
  usePlans,
  useCreateCheckout,
  useCustomerPortal,
} from './billing/billing';
export { billingFailure, ManageSubscriptionButton, Notice, useResetOnBack } from './billing/BillingParts';
export { LanguageSelect } from './language/LanguageSelect';
export { useMessages } from './language/use-messages';

export {
  linkedInStatusQueryKey,
  refreshAfterLinkedIn,
  useLinkedInStatus,
  useDisconnectLinkedIn,
  useSyncLinkedIn,
} from './linkedin/linkedin-account';
export { useConnectLinkedIn } from './linkedin/linkedin-connect';
export type { LinkedInConnectOutcome } from './linkedin/linkedin-connect';

export { domainSettingsQueryKey, useDomainSettings } from './domains/domains';
export {
  useMarkNoticesRead,
  useReadNotices,
  useSetAccountReadNotices,
  useSetLinkReadNotices,
  useShareLinksReading,
} from './sharing/reading';

export {
  applicationsQueryKey,
  useApplications,
  useCreateApplication,
  useUpdateApplication,
  useDeleteApplication,
} from './applications/applications';

// The forms' field labels and the DTOs' field messages in the page's language (namespace `fields`).
export { useFieldTexts, type FieldLabelKey } from './fields';
