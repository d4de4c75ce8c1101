/** Forms described as data: the field list a FormFields renders. */

/** Form values: text as strings ('' for blank; the DTO turns blanks into null), plus booleans and tag lists. */
export type FormValues = Record<string, string | boolean | string[] | null>;

export type FieldSpec =
  | {
      kind: 'text';
      name: string;
      label: string;
      required?: boolean;
      type?: 'text' | 'month' | 'url' | 'email' | 'tel';
      inputMode?: 'numeric' | 'url' | 'email' | 'tel';
      placeholder?: string;
      hint?: string;
      /** Spans both columns. */
      wide?: boolean;
      /** Disabled while this boolean field is on (end date while 'Current Position'). */
      disabledWhen?: string;
    }
  | { kind: 'textarea'; name: string; label: string; rows: number; hint?: string; placeholder?: string }
  /** A checkbox; `clears` empties another field when it is turned on. */
  | { kind: 'checkbox'; name: string; label: string; clears?: string }
  | { kind: 'tags'; name: string; label: string };
