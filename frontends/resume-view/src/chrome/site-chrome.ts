import type { ComponentType, ReactNode } from 'react';

/**
 * The site's header and footer texts and links (spec 2.3), once: the shell's layout and the free plan's public and
 * shared pages (backend, server-rendered) render the same components from here (docs/decisions/0031-site-chrome.md).
 */
/** The logo shows the second word in the accent colour. */
export const PRODUCT_NAME_WORDS = ['Resume', 'Builder'] as const;
export const PRODUCT_NAME = PRODUCT_NAME_WORDS.join('');

/** Spec 2.3: the footer's columns; all their links go to the home route. */
export const FOOTER_COLUMNS: readonly { title: string; links: readonly string[] }[] = [
  { title: 'Features', links: ['Resume Builder', 'Custom Templates', 'Position Filters', 'Shareable Links'] },
  { title: 'Company', links: ['About', 'Blog', 'Contact', 'Privacy'] },
];

export const SIGN_IN = { label: 'Sign in', to: '/login' } as const;

export const copyrightLine = (year: number) => `© ${year} ${PRODUCT_NAME}. All rights reserved.`;

/**
 * How a link to one of the app's screens is rendered: the shell passes its router's Link, the backend a plain <a>
 * (prefixed with APP_URL on a person's host). `to` is an app path ('/', '/login').
 */
export type LinkAs = ComponentType<{ to: string; className?: string; children: ReactNode }>;
