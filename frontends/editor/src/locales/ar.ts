import type { Translation } from '@resume/contracts';
import type { EditorTexts } from './en';

export const editorAr: Translation<EditorTexts> = {
  page: {
    sectionsLabel: 'أقسام السيرة الذاتية',
    sectionsHeading: 'أقسام السيرة الذاتية',
    sectionNavigation: 'التنقل بين الأقسام',
    previewToggle: 'معاينة',
    previewLabel: 'معاينة السيرة الذاتية',
  },
};
