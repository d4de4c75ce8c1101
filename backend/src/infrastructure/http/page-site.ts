import type { Response } from 'express';
import type { Language } from '@resume/contracts';
import { visitorLanguage } from './visitor-language';

/**
 * Where a public page is served (issue 14): the app's own host, or a person's subdomain or verified domain (the
 * domains module's host routing marks the response before it rewrites the path to the app's route). Pages take
 * their canonical URL from it, and their links to the app's own screens (home, sign in) go to APP_URL when the
 * page is not on it, since a person's host serves nothing but their resume and links.
 */
export interface PageSite {
  /** The origin the visitor sees: APP_URL's, or e.g. https://cv.example.com. */
  origin: string;
  /** Prefix of links to the app's screens: '' (relative) on the app's host, else APP_URL. */
  appLinks: string;
  /** A person's host: their resume is at '/', not at /r/{username}. */
  personHost: boolean;
  /** The visitor's language, for the site's chrome and the message pages (visitor-language.ts). */
  language: Language;
}

const PERSON_HOST = 'personHostOrigin';
const OTHER_HOST = 'otherHostOrigin';

export function markPersonHost(res: Response, origin: string): void {
  res.locals[PERSON_HOST] = origin;
}

/**
 * A Host that is neither the app's nor a served person's (unknown, or a lapsed plan's): its error pages' links go to
 * the app at APP_URL as well (docs/decisions/0040-browser-error-pages.md).
 */
export function markOtherHost(res: Response, origin: string): void {
  res.locals[OTHER_HOST] = origin;
}

export function pageSiteOf(res: Response, appUrl: string): PageSite {
  const origin = res.locals[PERSON_HOST] as string | undefined;
  const other = res.locals[OTHER_HOST] as string | undefined;
  const language = visitorLanguage(res.req?.headers ?? {});
  if (other !== undefined) return { origin: other, appLinks: new URL(appUrl).origin, personHost: false, language };
  if (origin === undefined) return { origin: new URL(appUrl).origin, appLinks: '', personHost: false, language };
  return { origin, appLinks: new URL(appUrl).origin, personHost: true, language };
}

/**
 * Where a page is: its absolute URL on this site, the prefix of its links to the app and the visitor's language (a
 * page's meta takes all three).
 */
export function pageAt(site: PageSite, path: string): { url: string; appLinks: string; language: Language } {
  return { url: `${site.origin}${path}`, appLinks: site.appLinks, language: site.language };
}
