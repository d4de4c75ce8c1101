import { MESSAGES } from '@resume/contracts';

/**
 * The editor remote's `editor` namespace in English, the source (docs/decisions/0049-app-translations.md). The
 * remote registers it when its exposed module loads (register.ts); German and Arabic are chunks of the remote,
 * fetched the first time the editor is shown in that language. Texts the spec writes in MESSAGES are referenced.
 */
export const editorEn = {
  page: {
    sectionsLabel: 'Resume sections',
    sectionsHeading: 'Resume Sections',
    sectionNavigation: 'Section navigation',
    previewToggle: MESSAGES.preview.toggle,
    previewLabel: 'Resume preview',
  },
};

export type EditorTexts = typeof editorEn;
