/**
 * The .tsx files whose texts are not in a catalogue yet (docs/decisions/0049-app-translations.md), left out of the
 * i18next/no-literal-string rule (eslint.config.mjs). This list may only shrink: translate a file's texts into its
 * app's namespace (English, German, Arabic), take it off the list, and `npm run lint` holds it there. Everything
 * else under the apps' src/ (shell header, footer, layout, landing, sign-in, not-found, profile; the platform's
 * sidebar, dialogs and cards; the site chrome) is checked.
 */
export const NOT_YET_TRANSLATED = [
  'frontends/features/src/billing/BillingParts.tsx',
  'frontends/shell/src/components/PricingCards.tsx',
  'frontends/shell/src/components/PricingPlans.tsx',
  'frontends/shell/src/pages/ConfirmEmailPage.tsx',
  'frontends/shell/src/pages/MagicLinkVerifyPage.tsx',
  'frontends/shell/src/pages/PricingPage.tsx',
  'frontends/shell/src/remotes/RemoteUpdateCard.tsx',
];
