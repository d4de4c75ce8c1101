import { SECTION_LABELS, SECTION_WIDTHS, type SectionId, type SectionWidth } from '@resume/contracts';

export const WIDTH_LABELS: Record<SectionWidth, string> = {
  full: 'Full',
  half: 'Half',
  'two-thirds': 'Two-thirds',
  'three-quarters': 'Three-quarters',
  third: 'Third',
  quarter: 'Quarter',
};

export const sectionLabel = (id: string | number) => SECTION_LABELS[id as SectionId] ?? String(id);
export const columnsLabel = (width: SectionWidth) => `${SECTION_WIDTHS[width]} of 12 columns`;
