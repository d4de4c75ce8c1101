import type { UserMessage } from '@resume/contracts';
import { useT } from '@resume/platform';

/**
 * The contracts' messages in the page's language, from the `messages` namespace (contracts src/i18n/messages, keyed
 * by where the text lives: 'MESSAGES.billing.pastDue', 'ERROR_CODES.BILLING_DISABLED'), for a screen that shows one
 * in a banner or on a card rather than in a toast: the toasts' translations are the screen's too, written once.
 * Suspends until the namespace is there (the Toaster asks for it on every page in German or Arabic anyway).
 */
export function useMessages() {
  const t = useT('messages');
  /** A title-and-text message; `values` fill a message built from a value ('Welcome to {{plan}}!'). */
  const message = (key: string, values?: Record<string, string>): UserMessage => ({
    title: t(`${key}.title`, values),
    description: t(`${key}.description`, values),
  });
  return { t, message };
}
