/** Texts of the JSON Resume import and export (the spec has none; the contracts' MESSAGES neither). */
export const JSON_RESUME_FILE_NAME = 'resume.json';
export const IMPORT_FAILED_TITLE = 'Import failed';
export const IMPORT_DONE_TEXT = 'Your resume was imported from the JSON Resume file.';
export const IMPORT_ADJUSTED_TEXT = 'Imported, with these values fitted to the limits:';
export const EXPORT_FAILED = {
  title: 'Export Failed',
  description: 'The JSON Resume file could not be created. Please try again.',
};
export const IMPORT_CONFIRM_TEXT =
  'Importing replaces all sections of your resume (experience, education, skills, projects and certifications), your professional summary and your personal details, except your e-mail address and username. This cannot be undone.';
