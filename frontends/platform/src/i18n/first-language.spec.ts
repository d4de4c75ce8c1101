/**
 * A page that starts in German (the browser's language): the platform's own texts are German from the first render,
 * not only after a switch (init loads the first language's namespaces, so their loaders exist before it).
 */
import type { i18n as I18n } from 'i18next';

it('a page starting in German reads the platform namespace in German', async () => {
  Object.defineProperty(navigator, 'languages', { value: ['de-DE'], configurable: true });
  let instance: I18n | undefined;
  jest.isolateModules(() => {
    instance = (jest.requireActual('./instance') as { i18n: I18n }).i18n;
  });
  const i18n = instance as I18n;
  expect(i18n.language).toBe('de');
  await i18n.loadNamespaces(['platform', 'messages']);
  expect(i18n.t('platform:premium.title')).toBe('Premium-Funktion');
  expect(i18n.t('messages:ERROR_CODES.NOT_FOUND')).toBe('Nicht gefunden.');
  Object.defineProperty(navigator, 'languages', { value: ['en-US'], configurable: true });
});
