import type { FieldLabelKey } from '@resume/features';
import type { EditorTexts } from '../locales/en';

/**
 * Forms described as data: the field list a FormFields renders. A label is a key of the `fields` namespace
 * ('experience.title', FIELD_LABELS in English), an example or hint a key of the editor's `formTexts`: the form
 * shows them in the page's language.
 */
type FormTextKey = keyof EditorTexts['formTexts'];

/** Form values: text as strings ('' for blank; the DTO turns blanks into null), plus booleans and tag lists. */
export type FormValues = Record<string, string | boolean | string[] | null>;

export type FieldSpec =
  | {
      kind: 'text';
      name: string;
      label: FieldLabelKey;
      required?: boolean;
      type?: 'text' | 'month' | 'url' | 'email' | 'tel';
      inputMode?: 'numeric' | 'url' | 'email' | 'tel';
      placeholder?: FormTextKey;
      hint?: FormTextKey;
      /** Spans both columns. */
      wide?: boolean;
      /** Disabled while this boolean field is on (end date while 'Current Position'). */
      disabledWhen?: string;
    }
  | { kind: 'textarea'; name: string; label: FieldLabelKey; rows: number; hint?: FormTextKey; placeholder?: string }
  /** A checkbox; `clears` empties another field when it is turned on. */
  | { kind: 'checkbox'; name: string; label: FieldLabelKey; clears?: string }
  | { kind: 'tags'; name: string; label: FieldLabelKey };
