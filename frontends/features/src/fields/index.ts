import { useCallback } from 'react';
import { currentLanguage, registerCatalogues, useT } from '@resume/platform';
import { fieldsEn } from './en';
import { translateFieldMessage, type TranslateKey } from './translate-field-message';

/**
 * The `fields` namespace (docs/decisions/0049-app-translations.md): the forms' field labels and the DTOs' field
 * messages. Registered by this package itself, like `features`, so every app that shows a form has it.
 */
registerCatalogues('fields', fieldsEn, {
  de: () => import('./de').then((m) => m.fieldsDe),
  ar: () => import('./ar').then((m) => m.fieldsAr),
});

export type FieldLabelKey = {
  [F in keyof typeof fieldsEn.labels]: `${F}.${keyof (typeof fieldsEn.labels)[F] & string}`;
}[keyof typeof fieldsEn.labels];

/**
 * A form's field texts in the page's language: `label('experience.title')` by key, and `message(text)`, a DTO's
 * English field message (the forms validate with the DTOs, which word their messages in English for the API) in the
 * page's language; English comes back byte for byte.
 */
export function useFieldTexts() {
  const translate = useT('fields') as unknown as TranslateKey;
  const label = useCallback((key: FieldLabelKey) => translate(`labels.${key}`), [translate]);
  const message = useCallback(
    // `translate` changes with the language, so a form re-renders its messages when the language does.
    (text: string) => (currentLanguage() === 'en' ? text : translateFieldMessage(text, translate)),
    [translate],
  );
  return { label, message };
}
