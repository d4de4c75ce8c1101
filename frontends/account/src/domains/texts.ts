/**
 * Texts of the profile's domains section (issue 14) that the spec does not give, from the `account` namespace
 * (`domainsCard`) in the page's language; the activation note comes from the server (DomainSettings.activationNote,
 * the spec's 24-48 hours) and the errors from the contracts' catalogue (translated by the platform's api client).
 */
import { useT } from '@resume/platform';
import type { AccountTexts } from '../locales/en';

export type DomainsTexts = AccountTexts['domainsCard'];

/** The card's texts as one object (i18next's returnObjects), so the screens read `texts.verifyNow`. */
export function useDomainsTexts(): DomainsTexts {
  const t = useT('account');
  return t('domainsCard', { returnObjects: true }) as unknown as DomainsTexts;
}
