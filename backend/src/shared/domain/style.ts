/** The style and branding fields a filter and a template both carry (spec 3); null where a filter leaves one unset. */
export interface StyleFields {
  font: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  accentStyle: string | null;
  companyName: string | null;
  logoImage: string | null;
  headerImage: string | null;
}

export const STYLE_FIELDS = [
  'font',
  'primaryColor',
  'secondaryColor',
  'accentStyle',
  'companyName',
  'logoImage',
  'headerImage',
] as const satisfies readonly (keyof StyleFields)[];

/** The style fields of a value (a row, an entity), each null when absent. */
export function styleOf(source: Partial<Record<keyof StyleFields, string | null>>): StyleFields {
  return Object.fromEntries(STYLE_FIELDS.map((field) => [field, source[field] ?? null])) as unknown as StyleFields;
}
