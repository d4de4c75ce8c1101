import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@resume/contracts';
import { updateUser } from '../api/user';
import { userQueryKey, useUser } from '../session/session';
import { toast } from '../toast/use-toast';
import { rememberLanguageChoice } from './document-language';
import { i18n } from './instance';

/** Switches the page's language now and remembers it on this device. */
export async function switchLanguage(language: Language): Promise<void> {
  rememberLanguageChoice(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * The page's language and the switch the footer and the profile offer: the page changes at once, the choice is
 * remembered on the device and, signed in, for the account (PATCH /api/user). A failed save says so; the page
 * keeps the chosen language.
 */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const { data: user } = useUser();
  const signedIn = Boolean(user);
  const client = useQueryClient();
  const setLanguage = useCallback(
    (language: Language) => {
      void switchLanguage(language);
      if (!signedIn) return;
      updateUser({ interfaceLanguage: language }).then(
        (account) => {
          if (account) client.setQueryData(userQueryKey, account);
        },
        () => toast({ variant: 'destructive', title: i18n.t('chrome:language.saveFailed') }),
      );
    },
    [signedIn, client],
  );
  const language = isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : 'en';
  return { language, setLanguage };
}
