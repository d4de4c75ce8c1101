/**
 * The resume's language and renamed headings in a JSON Resume document's `meta` (docs/decisions/0047-resume-language.md):
 * `meta.language` is a BCP 47 tag ('de', 'de-AT', 'zh-TW'), matched to the supported list as a browser's is;
 * `meta.sectionHeadings` this product's own extension. Both are settings, not content: a document without them
 * leaves the resume's as they are, and one the list does not have is left out and listed, never a failed import.
 */
import {
  cleanSectionHeadings,
  isSectionHeadings,
  matchResumeLanguage,
  type ImportAdjustment,
  type JsonResume,
  type ResumeLanguage,
  type SectionHeadings,
} from '@resume/contracts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface JsonResumeMeta {
  language?: ResumeLanguage;
  sectionHeadings?: SectionHeadings;
}

/** What the export writes: the language always, the renames when there are any. */
export function toJsonResumeMeta({ language, sectionHeadings }: Required<JsonResumeMeta>): JsonResume['meta'] {
  return Object.keys(sectionHeadings).length > 0 ? { language, sectionHeadings } : { language };
}

export function readJsonResumeMeta(doc: unknown): { meta: JsonResumeMeta; adjustments: ImportAdjustment[] } {
  const meta: JsonResumeMeta = {};
  const adjustments: ImportAdjustment[] = [];
  const source = isObject(doc) && isObject(doc.meta) ? doc.meta : {};
  if (source.language !== undefined && source.language !== null) {
    const language = typeof source.language === 'string' ? matchResumeLanguage(source.language) : null;
    if (language) meta.language = language;
    else
      adjustments.push({
        field: 'meta.language',
        change: 'not a supported language: left out, the resume keeps its own',
      });
  }
  if (source.sectionHeadings !== undefined && source.sectionHeadings !== null) {
    if (isSectionHeadings(source.sectionHeadings)) meta.sectionHeadings = cleanSectionHeadings(source.sectionHeadings);
    else adjustments.push({ field: 'meta.sectionHeadings', change: 'not valid section headings: left out' });
  }
  return { meta, adjustments };
}
