import type { ReactNode } from 'react';
import { useTNow } from '../i18n/use-t';
import { MESSAGES_NAMESPACE, translateMessage } from '../i18n/translate-message';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

/** A toast's text in the page's language: the screens raise them with the contracts' English MESSAGES. */
const inPageLanguage = (node: ReactNode) => (typeof node === 'string' ? translateMessage(node) : node);

/**
 * Renders the current toast (one at a time), in the page's language. Mount once, at the root of the page: it loads
 * the `messages` namespace in that language and shows a toast again when it arrives or the language changes.
 */
export function Toaster() {
  useTNow(MESSAGES_NAMESPACE);
  const { toasts } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} data-testid="toast" {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{inPageLanguage(title)}</ToastTitle>}
            {description && <ToastDescription>{inPageLanguage(description)}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
