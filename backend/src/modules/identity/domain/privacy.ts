import type { PrivacySettings } from '@resume/contracts';

/**
 * A new account's page settings (docs/decisions/0013-privacy.md): the public page on, as the spec has it; the
 * e-mail (the sign-in address, whose local part is the username) and the phone hidden until the owner shows them;
 * the location shown. Accounts that existed before these settings keep showing all three (migration 1732000000006).
 */
export const NEW_ACCOUNT_PRIVACY: Readonly<PrivacySettings> = Object.freeze({
  publicPage: true,
  showEmail: false,
  showPhone: false,
  showLocation: true,
});
