import { useTranslation } from 'react-i18next';
import { i18n } from './instance';

/**
 * The translation function of one namespace (`chrome`, `platform`, `shell`, a remote's), suspending until its
 * catalogue in the page's language is there. `t('key', { name })`; another namespace's key as `t('chrome:signIn')`.
 * The prerendered pages' build replaces react-i18next and the instance with an English shim
 * (shell src/prerender/i18n-shim.ts): the marketing pages carry no i18next.
 */
export function useT(namespace: string | readonly string[] = 'chrome') {
  return useTranslation(namespace as string, { i18n }).t;
}

/**
 * The same without suspending: English until the namespace's catalogue in the page's language is there. For what
 * renders outside or as a Suspense fallback (the spinner, the toasts' and dialogs' close buttons).
 */
export function useTNow(namespace: string = 'platform') {
  return useTranslation(namespace, { i18n, useSuspense: false }).t;
}
