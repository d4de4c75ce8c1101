import { SECTION_LABELS, type SectionId } from '@resume/contracts';
import type { useDesignerT } from '../locales/use-designer-t';

type T = ReturnType<typeof useDesignerT>;

/** A section's name in the page's language (an unknown id shows as it is). */
export const sectionLabel = (t: T, id: string | number) =>
  id in SECTION_LABELS ? t(`sections.${id as SectionId}`) : String(id);
