import { useEffect } from 'react';
import { updateUser } from '../api/user';
import { useUser } from '../session/session';
import { chosenLanguage } from './detect-language';
import { switchLanguage } from './use-language';

/**
 * Follows the signed-in account's language (docs/decisions/0049-app-translations.md): an account that has one gets
 * it on any device; an account without one takes the choice made on this device before signing in.
 */
export function AccountLanguage() {
  const { data: user } = useUser();
  const accountLanguage = user?.interfaceLanguage;
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn) return;
    if (accountLanguage) {
      void switchLanguage(accountLanguage);
      return;
    }
    const chosen = chosenLanguage();
    // Best effort: the next choice in the footer or the profile saves it again.
    if (chosen) updateUser({ interfaceLanguage: chosen }).catch(() => undefined);
  }, [signedIn, accountLanguage]);
  return null;
}
