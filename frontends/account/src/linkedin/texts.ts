/**
 * Texts of the LinkedIn card and the export import that the spec does not give (its toasts are in the contracts'
 * MESSAGES.linkedin), from the `account` namespace (`linkedinCard`) in the page's language: labels of the fields,
 * sections and skip reasons of the preview, and the import's summary, counted with the language's plural forms.
 */
import {
  RESUME_SECTIONS,
  type LinkedInExportImportResponse,
  type LinkedInSkippedRow,
  type ResumeSection,
} from '@resume/contracts';
import { useT } from '@resume/platform';
import type { AccountTexts } from '../locales/en';

export type LinkedInTexts = AccountTexts['linkedinCard'];
type T = ReturnType<typeof useT>;

/** The card's texts as one object (i18next's returnObjects), so the screens read `texts.export.import`. */
export function useLinkedInTexts(): { texts: LinkedInTexts; t: T } {
  const t = useT('account');
  return { texts: t('linkedinCard', { returnObjects: true }) as unknown as LinkedInTexts, t };
}

/** '3 experiences', '1 education entry' ('خبرتان' in Arabic: the language's plural form). */
function countOf(t: T, what: ResumeSection | 'profileFields', n: number): string {
  return t(`linkedinCard.counts.${what}`, { count: n });
}

export function skipReasonText(t: T, row: LinkedInSkippedRow): string {
  const reasons = 'linkedinCard.skipReasons';
  switch (row.reason) {
    case 'missing-required':
      return row.field ? t(`${reasons}.missingRequired`, { field: row.field }) : t(`${reasons}.missingRequiredField`);
    case 'unreadable-date':
      return row.field ? t(`${reasons}.unreadableDate`, { field: row.field }) : t(`${reasons}.unreadableDateField`);
    case 'duplicate-in-export':
      return t(`${reasons}.duplicateInExport`);
    case 'section-full':
      return t(`${reasons}.sectionFull`);
  }
}

/** The import's toast: what was added, per section, and how many profile fields were filled. */
export function importSummary(t: T, result: LinkedInExportImportResponse): string {
  const added = RESUME_SECTIONS.filter((s) => result.added[s] > 0).map((s) => countOf(t, s, result.added[s]));
  const filled = result.profile.filled.length;
  if (filled > 0) added.push(countOf(t, 'profileFields', filled));
  if (added.length === 0) return t('linkedinCard.export.addedNothing');
  const list =
    added.length > 1
      ? `${added.slice(0, -1).join(t('linkedinCard.export.listSeparator'))}${t('linkedinCard.export.listAnd')}${added.at(-1)}`
      : added[0];
  return t('linkedinCard.export.added', { list });
}
