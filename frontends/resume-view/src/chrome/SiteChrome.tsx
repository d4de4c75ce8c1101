import type { ReactNode } from 'react';
import { copyrightLine, FOOTER_COLUMNS, SIGN_IN_PATH, type FooterTexts, type LinkAs } from './site-chrome';

/**
 * The site's header and footer as markup only (no router, no hooks, no stylesheet): the caller gives the link
 * component and the class names, Tailwind's in the shell, the public page's own small CSS on the server.
 */

/**
 * The language of the chrome when it differs from the page's own (a resume page whose chrome speaks the visitor's
 * language); in the app the page's <html lang dir> applies and these stay unset.
 */
interface LanguageOf {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export interface SiteHeaderClasses {
  header: string;
  bar: string;
}

/** The header: the logo, then the caller's actions (sign-in or the account menu), then anything below the bar. */
export function SiteHeader({
  classes,
  logo,
  children,
  below,
  lang,
  dir,
}: {
  classes: SiteHeaderClasses;
  logo: ReactNode;
  children: ReactNode;
  below?: ReactNode;
} & LanguageOf) {
  return (
    <header className={classes.header} data-site-header lang={lang} dir={dir}>
      <div className={classes.bar}>
        {logo}
        {children}
      </div>
      {below}
    </header>
  );
}

/** What a signed-out visitor is offered (spec 2.3): 'Sign in' (in the page's language) to /login. */
export function SignInLink({ LinkAs: Link, label, className }: { LinkAs: LinkAs; label: string; className?: string }) {
  return (
    <Link to={SIGN_IN_PATH} className={className}>
      {label}
    </Link>
  );
}

export interface SiteFooterClasses {
  footer: string;
  grid: string;
  brand: string;
  description: string;
  columnTitle: string;
  list: string;
  link: string;
  bottom: string;
  copyright: string;
}

/**
 * The footer (spec 2.3): the logo and description, the Features and Company columns, the copyright of `year`, in
 * the language of `texts`; `extra` (the shell's language choice) follows the copyright.
 */
export function SiteFooter({
  LinkAs: Link,
  classes,
  logo,
  year,
  texts,
  extra,
  lang,
  dir,
}: {
  LinkAs: LinkAs;
  classes: SiteFooterClasses;
  logo: ReactNode;
  year: number;
  texts: FooterTexts;
  extra?: ReactNode;
} & LanguageOf) {
  return (
    <footer className={classes.footer} data-site-footer lang={lang} dir={dir}>
      <div className={classes.grid}>
        <div className={classes.brand}>
          {logo}
          <p className={classes.description}>{texts.description}</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={texts[column.title]}>
            <h2 className={classes.columnTitle}>{texts[column.title]}</h2>
            <ul className={classes.list}>
              {column.links.map((label) => (
                <li key={label}>
                  <Link to="/" className={classes.link}>
                    {texts[label]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={classes.bottom}>
        {/* One text node: the prerender marks the year right after the '©' (webpack.prerender.js). */}
        <p className={classes.copyright} data-testid="copyright">
          {copyrightLine(texts, year)}
        </p>
        {extra}
      </div>
    </footer>
  );
}
