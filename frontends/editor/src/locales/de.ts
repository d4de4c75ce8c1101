import type { Translation } from '@resume/contracts';
import type { EditorTexts } from './en';

export const editorDe: Translation<EditorTexts> = {
  page: {
    sectionsLabel: 'Abschnitte des Lebenslaufs',
    sectionsHeading: 'Abschnitte',
    sectionNavigation: 'Abschnittsnavigation',
    previewToggle: 'Vorschau',
    previewLabel: 'Vorschau des Lebenslaufs',
  },
};
