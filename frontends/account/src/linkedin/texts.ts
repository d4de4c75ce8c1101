/**
 * Texts of the LinkedIn card and the export import that the spec does not give (its toasts are in the contracts'
 * MESSAGES.linkedin): labels of the fields, sections and skip reasons of the preview, and the import's summary.
 */
import type { LinkedInFillableField, LinkedInSkippedRow, ResumeSection } from '@resume/contracts';

export const CARD_TEXTS = {
  title: 'LinkedIn Integration',
  connected: 'Connected to LinkedIn',
  notConnected: 'Not connected',
  explanation:
    'Connect your LinkedIn account to import your experience, education and skills into your resume and keep it in sync with your LinkedIn profile.',
  expired: 'Your LinkedIn connection has expired. Connect again to sync your profile.',
  exportTitle: 'Upload LinkedIn export',
  exportExplanation:
    'No connection needed, on every plan: download your data from LinkedIn (Settings, Data privacy, Get a copy of your data) and upload the .zip file. You see what will be added before anything is imported.',
  statusFailed: 'The LinkedIn status could not be read.',
};

export const DISCONNECT_TEXTS = {
  title: 'Disconnect LinkedIn?',
  description:
    'The connection is removed from your account. What was already imported stays in your resume. You can connect again at any time.',
  done: { title: 'LinkedIn Disconnected', description: 'Your LinkedIn account is no longer connected.' },
  failed: { title: 'Error', description: 'Could not disconnect LinkedIn. Please try again.' },
};

export const OVERWRITE_TEXTS = {
  title: 'Replace your values with LinkedIn’s?',
  description: 'These fields were kept because you typed something else. Replace them with the values from LinkedIn?',
  keep: 'Keep mine',
  replace: 'Use LinkedIn’s values',
};

export const FIELD_LABELS: Record<LinkedInFillableField, string> = {
  name: 'Name',
  title: 'Job Title',
  location: 'Location',
  linkedin: 'LinkedIn',
  website: 'Website',
  summary: 'Professional Summary',
};

export const SECTION_LABELS: Record<ResumeSection, string> = {
  experiences: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
};

const COUNT_WORDS: Record<ResumeSection, [string, string]> = {
  experiences: ['experience', 'experiences'],
  education: ['education entry', 'education entries'],
  skills: ['skill', 'skills'],
  projects: ['project', 'projects'],
  certifications: ['certification', 'certifications'],
};

export function countOf(section: ResumeSection, n: number): string {
  return `${n} ${COUNT_WORDS[section][n === 1 ? 0 : 1]}`;
}

export function skipReasonText(row: LinkedInSkippedRow): string {
  switch (row.reason) {
    case 'missing-required':
      return `${row.field ?? 'a required field'} is empty`;
    case 'unreadable-date':
      return `the date in ${row.field ?? 'a date field'} could not be read`;
    case 'duplicate-in-export':
      return 'it appears twice in the export';
    case 'section-full':
      return 'the section has reached its limit';
  }
}

export const EXPORT_TEXTS = {
  previewTitle: 'Import your LinkedIn export',
  filesFound: (files: string[]) => `Read from the export: ${files.join(', ')}.`,
  profileFilled: 'Profile fields to fill',
  profileKept: 'Kept, because you typed something else',
  overwrite: 'Replace my values with the export’s',
  toAdd: 'Will be added',
  alreadyThere: 'Already in your resume',
  skipped: 'Skipped',
  truncated: 'Shortened to fit',
  nothingNew: 'Everything in this export is already in your resume.',
  import: 'Import',
  imported: 'LinkedIn Export Imported',
  importFailed: 'Import failed',
  addedNothing: 'Nothing new was added: everything is already in your resume.',
};
