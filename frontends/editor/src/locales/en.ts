import { MESSAGES, SECTION_LABELS } from '@resume/contracts';

/**
 * The editor remote's `editor` namespace in English, the source (docs/decisions/0049-app-translations.md). The
 * remote registers it when its exposed module loads (register.ts); German and Arabic are chunks of the remote,
 * fetched the first time the editor is shown in that language. Texts the spec writes in MESSAGES are referenced.
 * The toasts still come from MESSAGES in English (not translated yet).
 */
export const editorEn = {
  page: {
    sectionsLabel: 'Resume sections',
    sectionsHeading: 'Resume Sections',
    sectionNavigation: 'Section navigation',
    previewToggle: MESSAGES.preview.toggle,
    previewLabel: 'Resume preview',
  },
  sections: { ...SECTION_LABELS },
  common: {
    cancel: 'Cancel',
    save: 'Save',
    edit: 'Edit',
  },
  empty: {
    section: 'Nothing here yet. Use ‘{{addLabel}}’ to add one.',
  },
  tags: {
    label: 'Tags',
    placeholder: 'Type a tag and press Enter',
    hint: 'Tags let you tailor your resume with filters.',
    remove: 'Remove tag {{tag}}',
  },
  header: {
    title: 'My Professional Resume',
    lastEdited: 'Last edited:',
    resumeId: 'Resume ID: {{id}}',
    jsonResumeNote: 'Move your resume to or from other tools in the JSON Resume format.',
    connectLinkedIn: 'Connect LinkedIn',
    share: 'Share',
    shareLocked: 'Share (Premium feature)',
  },
  export: {
    button: 'Export PDF',
    title: 'Export PDF',
    description: 'Choose the version of your resume, the template and the paper for the PDF.',
    confirm: 'Export',
    exporting: 'Exporting…',
  },
  items: {
    add: {
      experience: 'Add Experience',
      education: 'Add Education',
      projects: 'Add Project',
      certifications: 'Add Certification',
    },
    deleteTitle: {
      experience: 'Delete experience?',
      education: 'Delete education?',
      projects: 'Delete project?',
      certifications: 'Delete certification?',
    },
    requiredNote: 'Fields marked with * are required.',
    moveUp: 'Move {{label}} up',
    moveDown: 'Move {{label}} down',
    editItem: 'Edit {{label}}',
    deleteItem: 'Delete {{label}}',
  },
  jsonResume: {
    export: 'Export JSON Resume',
    import: 'Import JSON Resume',
    fileLabel: 'JSON Resume file to import',
    confirmTitle: 'Import JSON Resume?',
    importedTitle: 'JSON Resume imported',
    fileHolds: 'The file holds {{counts}}.',
    counts: {
      work: '{{count}} work entries',
      education: '{{count}} education entries',
      skills: '{{count}} skills',
      projects: '{{count}} projects',
      certificates: '{{count}} certificates',
    },
    notImported: 'The file was not imported:',
    confirmText:
      'Importing replaces all sections of your resume (experience, education, skills, projects and certifications), your professional summary and your personal details, except your e-mail address and username. This cannot be undone.',
    doneText: 'Your resume was imported from the JSON Resume file.',
    adjustedText: 'Imported, with these values fitted to the limits:',
    importFailed: 'Import failed',
    importRetry: 'The file could not be imported. Please try again.',
    exportFailed: 'Export Failed',
    exportRetry: 'The JSON Resume file could not be created. Please try again.',
    done: 'Done',
    replace: 'Replace my resume',
  },
  personal: {
    yourName: 'Your name',
    yourTitle: 'Your professional title',
    notSet: 'Not set',
    cancelChange: 'Cancel change',
    editLabel: 'Edit personal information',
    contacts: {
      email: 'Email',
      phone: 'Phone',
      location: 'Location',
      linkedin: 'LinkedIn',
      github: 'GitHub',
      website: 'Website',
    },
  },
  summary: {
    empty: 'No summary yet. Use the pencil to write one.',
    editLabel: 'Edit professional summary',
  },
  preview: {
    heading: MESSAGES.preview.heading,
    template: MESSAGES.preview.template,
    caption: MESSAGES.preview.caption,
    defaultTemplate: 'Default template',
    defaultSuffix: ' (default)',
    premiumSuffix: ' (Premium)',
  },
  skills: {
    title: 'Add Skill',
    description: 'Pick an existing category or type a new one.',
    category: 'Category',
    categoryExample: 'Technical Skills',
    name: 'Skill Name',
    nameExample: 'TypeScript',
    level: 'Level',
    levelOption: '{{level}} – {{name}}',
    levels: {
      '1': 'Beginner',
      '2': 'Elementary',
      '3': 'Intermediate',
      '4': 'Advanced',
      '5': 'Expert',
    },
    proficiency: 'Proficiency',
    none: 'None',
    add: 'Add Skill',
  },
};

export type EditorTexts = typeof editorEn;
