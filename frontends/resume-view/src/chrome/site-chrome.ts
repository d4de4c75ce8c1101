import type { ComponentType, ReactNode } from 'react';
import { interpolate, type ChromeTexts, type Translation } from '@resume/contracts';

/**
 * The site's header and footer texts and links (spec 2.3), once: the shell's layout and the free plan's public and
 * shared pages (backend, server-rendered) render the same components from here (docs/decisions/0031-site-chrome.md).
 */
/** The logo shows the second word in the accent colour. */
export const PRODUCT_NAME_WORDS = ['Resume', 'Builder'] as const;
export const PRODUCT_NAME = PRODUCT_NAME_WORDS.join('');

/**
 * Spec 2.3: the footer's columns, as keys of the `chrome` catalogue's `footer` texts (contracts
 * src/i18n/chrome: English, German, Arabic); all their links go to the home route.
 */
export const FOOTER_COLUMNS = [
  { title: 'features', links: ['resumeBuilder', 'customTemplates', 'positionFilters', 'shareableLinks'] },
  { title: 'company', links: ['about', 'blog', 'contact', 'privacy'] },
] as const satisfies readonly { title: keyof FooterTexts; links: readonly (keyof FooterTexts)[] }[];

export const SIGN_IN_PATH = '/login';

/** The footer's texts in the page's language (the `chrome` catalogue's `footer`). */
export type FooterTexts = Translation<ChromeTexts>['footer'];

export const copyrightLine = (texts: FooterTexts, year: number) =>
  interpolate(texts.copyright, { year, product: PRODUCT_NAME });

/**
 * How a link to one of the app's screens is rendered: the shell passes its router's Link, the backend a plain <a>
 * (prefixed with APP_URL on a person's host). `to` is an app path ('/', '/login').
 */
export type LinkAs = ComponentType<{ to: string; className?: string; children: ReactNode }>;
