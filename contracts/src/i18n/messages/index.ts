import type { Translation } from '../catalogue';
import { messagesEn, type MessagesTexts } from './en';

export { messagesEn, type MessagesTexts };

/**
 * The `messages` namespace's other languages, each loaded when first used: a bundler makes each a chunk of its own
 * (the platform registers them with the page's i18next instance); the backend, when it needs one, loads it the same
 * way.
 */
export const MESSAGES_TRANSLATIONS = {
  de: () => import('./de').then((m): Translation<MessagesTexts> => m.messagesDe),
  ar: () => import('./ar').then((m): Translation<MessagesTexts> => m.messagesAr),
};
