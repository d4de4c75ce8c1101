import { PRODUCT_NAME, SignInLink, SiteFooter, SiteHeader, SiteLogo } from '@resume/resume-view';
import type { LinkAs, SiteFooterClasses, SiteHeaderClasses, SiteLogoClasses } from '@resume/resume-view';
import type { ReactNode } from 'react';
import { CHROME_CATALOGUES, languageDirection, type Language } from '@resume/contracts';

/**
 * The free plan's chrome on the public and shared pages (spec 2.8): the site's own header and footer, the very
 * components the shell's layout renders (@resume/resume-view's chrome, docs/decisions/0031-site-chrome.md), here in
 * a small stylesheet of their own instead of Tailwind, whose preflight would restyle the resume. Each rule is the
 * Tailwind class the shell gives the same element (same sizes, colours and breakpoints: the container is 1200px wide
 * from 1200px, the footer's grid four columns from 768px). Every selector is an sc- class: nothing reaches the resume.
 */
export const CHROME_CSS =
  '.sc-header,.sc-header *,.sc-footer,.sc-footer *{box-sizing:border-box}' +
  '.sc-container{width:100%;margin:0 auto;padding-left:1rem;padding-right:1rem}' +
  '@media (min-width:1200px){.sc-container{max-width:1200px}}' +
  '.sc-header{position:sticky;top:0;z-index:40;background:rgba(255,255,255,.9);border-bottom:1px solid #e2e8f0;' +
  'backdrop-filter:blur(8px)}' +
  '.sc-bar{display:flex;height:4rem;align-items:center;justify-content:space-between;gap:1rem}' +
  '.sc-logo{display:flex;align-items:center;gap:.5rem;border-radius:.375rem;font-size:1.125rem;line-height:1.75rem;' +
  'font-weight:700;letter-spacing:-.025em;color:#0f172a;text-decoration:none}' +
  '.sc-mark{display:flex;height:2rem;width:2rem;align-items:center;justify-content:center;border-radius:.5rem;' +
  'background:#2563eb;color:#fff;box-shadow:0 1px 2px 0 rgba(0,0,0,.05)}' +
  '.sc-icon{display:block;height:1rem;width:1rem}.sc-accent{color:#2563eb}' +
  '.sc-signin{display:inline-flex;height:2.5rem;align-items:center;justify-content:center;white-space:nowrap;' +
  'border-radius:.375rem;background:#2563eb;padding:.5rem 1rem;font-size:.875rem;line-height:1.25rem;font-weight:500;' +
  'color:#fff;text-decoration:none;box-shadow:0 1px 2px 0 rgba(0,0,0,.05)}.sc-signin:hover{background:#1d4ed8}' +
  '.sc-header a:focus-visible,.sc-footer a:focus-visible,.sc-credit a:focus-visible{outline:2px solid #2563eb;' +
  'outline-offset:2px}' +
  '.sc-footer{border-top:1px solid #e2e8f0;background:#fff}' +
  '.sc-grid{display:grid;gap:2.5rem;padding-top:3rem;padding-bottom:3rem}' +
  '@media (min-width:768px){.sc-grid{grid-template-columns:repeat(4,minmax(0,1fr))}.sc-brand{grid-column:span 2/span 2}}' +
  '.sc-desc{margin:.75rem 0 0;max-width:24rem;font-size:.875rem;line-height:1.25rem;color:#475569}' +
  '.sc-title{margin:0;font-size:.875rem;line-height:1.25rem;font-weight:600;color:#0f172a}' +
  '.sc-list{margin:.75rem 0 0;padding:0;list-style:none}.sc-list li+li{margin-top:.5rem}' +
  '.sc-link{font-size:.875rem;line-height:1.25rem;color:#475569;text-decoration:none}.sc-link:hover{color:#2563eb}' +
  '.sc-bottom{border-top:1px solid #f1f5f9}' +
  '.sc-copy{margin-top:0;margin-bottom:0;padding-top:1.5rem;padding-bottom:1.5rem;font-size:.875rem;line-height:1.25rem;color:#64748b}' +
  '.sc-credit{margin:0;padding:8px 16px 24px;text-align:center;font-size:13px;color:#475569}' +
  '.sc-credit a{color:#1d4ed8;font-weight:600;text-decoration:none}';

const LOGO: SiteLogoClasses = { logo: 'sc-logo', mark: 'sc-mark', icon: 'sc-icon', accent: 'sc-accent' };
const HEADER: SiteHeaderClasses = { header: 'sc-header', bar: 'sc-bar sc-container' };
const FOOTER: SiteFooterClasses = {
  footer: 'sc-footer',
  grid: 'sc-grid sc-container',
  brand: 'sc-brand',
  description: 'sc-desc',
  columnTitle: 'sc-title',
  list: 'sc-list',
  link: 'sc-link',
  bottom: 'sc-bottom',
  copyright: 'sc-copy sc-container',
};

/** Links to the app's screens as plain anchors, each for one prefix ('' on the app's host, APP_URL on a person's). */
const appLinksByPrefix = new Map<string, LinkAs>();
function appLinks(prefix: string): LinkAs {
  let link = appLinksByPrefix.get(prefix);
  if (!link) {
    link = ({ to, className, children }) => (
      <a href={`${prefix}${to}`} className={className}>
        {children}
      </a>
    );
    appLinksByPrefix.set(prefix, link);
  }
  return link;
}

/**
 * The site's header above the page and its footer below, with the 'Created with' credit, for a free owner; a paid
 * owner's page is the page alone. `app` prefixes the links to the app's screens.
 */
export function Chrome({
  free,
  app,
  language,
  children,
}: {
  free: boolean;
  app: string;
  /** The visitor's language: the header, credit and footer carry their own lang and dir (the resume has its own). */
  language: Language;
  children: ReactNode;
}) {
  if (!free) return <>{children}</>;
  const link = appLinks(app);
  const logo = <SiteLogo LinkAs={link} classes={LOGO} />;
  const texts = CHROME_CATALOGUES[language];
  const own = { lang: language, dir: languageDirection(language) };
  return (
    <>
      <SiteHeader classes={HEADER} logo={logo} {...own}>
        <SignInLink LinkAs={link} label={texts.signIn} className="sc-signin" />
      </SiteHeader>
      {children}
      <p className="sc-credit" data-credit {...own}>
        {texts.pages.createdWith} <a href={`${app}/`}>{PRODUCT_NAME}</a>
      </p>
      <SiteFooter
        LinkAs={link}
        classes={FOOTER}
        logo={logo}
        year={new Date().getFullYear()}
        texts={texts.footer}
        {...own}
      />
    </>
  );
}
