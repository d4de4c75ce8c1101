/**
 * The `messages` namespace (toasts and API errors in every language, docs/decisions/0049-app-translations.md):
 * complete in each shipped language, and complete against the contracts themselves, so a new toast message or error
 * code without its German and Arabic fails here.
 */
import { ERROR_CODES, MESSAGES } from '../../errors';
import { catalogueProblems, flattenCatalogue, type Catalogue } from '../catalogue';
import { messagesAr } from './ar';
import { messagesDe } from './de';
import { messagesEn, MESSAGES_TRANSLATIONS } from './index';

const isUserMessage = (value: unknown) =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as { title?: unknown }).title === 'string' &&
  Object.keys(value).every((key) => key === 'title' || key === 'description');

/** Every title-and-text message of MESSAGES, by path (those built from a value excluded: they are listed by hand). */
function userMessagePaths(node: object, path: string[] = []): string[] {
  return Object.entries(node).flatMap(([key, value]: [string, unknown]) => {
    if (isUserMessage(value)) return [[...path, key].join('.')];
    if (value && typeof value === 'object') return userMessagePaths(value, [...path, key]);
    return [];
  });
}

describe('the messages catalogue', () => {
  it.each([
    ['de', messagesDe],
    ['ar', messagesAr],
  ])('in %s has every English key, no other, with the same placeholders', (_, catalogue) => {
    expect(catalogueProblems(messagesEn as unknown as Catalogue, catalogue as unknown as Catalogue)).toEqual([]);
  });

  it('loads each translation on demand', async () => {
    await expect(MESSAGES_TRANSLATIONS.de()).resolves.toBe(messagesDe);
    await expect(MESSAGES_TRANSLATIONS.ar()).resolves.toBe(messagesAr);
  });

  it('holds every title-and-text message of MESSAGES and every error code, as the contracts word them', () => {
    const english = flattenCatalogue(messagesEn as unknown as Catalogue);
    for (const path of userMessagePaths(MESSAGES)) {
      const message = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], MESSAGES);
      const { title, description } = message as { title: string; description?: string };
      expect([path, english[`MESSAGES.${path}.title`], english[`MESSAGES.${path}.description`]]).toEqual([
        path,
        title,
        description,
      ]);
    }
    for (const [code, { message }] of Object.entries(ERROR_CODES)) expect(english[`ERROR_CODES.${code}`]).toBe(message);
  });

  it('a message built from a value keeps the value as a placeholder, in every language', () => {
    expect(messagesEn.MESSAGES.templates.saveFailed.description).toBe('Failed to save template: {{detail}}');
    expect(messagesDe.MESSAGES.templates.saveFailed.description).toBe(
      'Vorlage konnte nicht gespeichert werden: {{detail}}',
    );
  });

  it('a missing Arabic error text is named', () => {
    const { USERNAME_TAKEN: _, ...errors } = messagesAr.ERROR_CODES;
    const broken = { ...messagesAr, ERROR_CODES: errors } as unknown as Catalogue;
    expect(catalogueProblems(messagesEn as unknown as Catalogue, broken)).toEqual([
      'missing key ERROR_CODES.USERNAME_TAKEN',
    ]);
  });
});
