import {
  CHROME_CATALOGUES,
  FONTS,
  languageDirection,
  LINK_CARD,
  RESUME_WORDS,
  resumeLanguageOf,
} from '@resume/contracts';
import type { Language } from '@resume/contracts';
import type { Filter, PublicCompleteResume, Template } from '@resume/contracts';
import {
  BRAND_ICON_LINKS,
  directionOf,
  FilterBanner,
  FONT_FILES_VERSION,
  FONTS_PATH,
  PRODUCT_NAME,
  ResumeView,
  resolveStyle,
} from '@resume/resume-view';
import { renderToString } from 'react-dom/server';
import { fallbackFonts, templateCoverage } from '../../../../infrastructure/fonts/fallback-fonts';
import { templateFonts } from '../../../../infrastructure/fonts/template-fonts';
import { Chrome, CHROME_CSS } from './public-page.chrome';
import { READ_SCRIPT } from './read-script';

/**
 * The server-rendered public pages (spec 2.8): a complete HTML document, readable without JavaScript, rendered
 * through the one renderer. The only scripts are a few hundred bytes inline (PUBLIC_PAGE_SCRIPTS, allowed by hash in
 * the Content-Security-Policy): the code dialog's blank check, the /shared hash redirect, and a share link's reading
 * beacon (read-script.ts, added per visit after rendering).
 * Nothing here reads the request: a person's subdomain or domain renders the same documents, given its own canonical
 * URL and APP_URL as the prefix of the links to the app's screens (infrastructure/http/page-site.ts).
 */

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page (canonical, og:url): on a person's host, that host's. */
  url: string;
  noindex: boolean;
  /** Prefix of links to the app's screens (home, sign in): '' on the app's host, APP_URL on a person's host. */
  appLinks?: string;
  /** The preview card's image (og:image, LINK_CARD's size): absent when none may or can be shown. */
  image?: { url: string; alt: string };
  /**
   * The preview card says the product's name and nothing of the person (a link hidden from search engines): the
   * page's own title stays for its visitors (docs/decisions/0054-link-controls-and-previews.md).
   */
  neutralCard?: boolean;
  /**
   * The visitor's language (docs/decisions/0049-app-translations.md): the site's chrome and the message pages speak
   * it; the resume keeps its own words. English when not given.
   */
  language?: Language;
}

/** What a neutral preview card says. */
export const NEUTRAL_CARD = { title: PRODUCT_NAME, description: `A resume shared with ${PRODUCT_NAME}.` } as const;

/** The Open Graph and Twitter card tags: the person's card (with its image when there is one) or a neutral one. */
function cardTags(meta: PageMeta): string[] {
  const card = meta.neutralCard ? NEUTRAL_CARD : meta;
  const image = meta.neutralCard ? undefined : meta.image;
  return [
    `<meta property="og:title" content="${esc(card.title)}">`,
    `<meta property="og:description" content="${esc(card.description)}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:url" content="${esc(meta.url)}">`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}">`,
    ...(image
      ? [
          `<meta property="og:image" content="${esc(image.url)}">`,
          '<meta property="og:image:type" content="image/png">',
          `<meta property="og:image:width" content="${LINK_CARD.width}">`,
          `<meta property="og:image:height" content="${LINK_CARD.height}">`,
          `<meta property="og:image:alt" content="${esc(image.alt)}">`,
          '<meta name="twitter:card" content="summary_large_image">',
          `<meta name="twitter:image" content="${esc(image.url)}">`,
          `<meta name="twitter:image:alt" content="${esc(image.alt)}">`,
        ]
      : ['<meta name="twitter:card" content="summary">']),
    `<meta name="twitter:title" content="${esc(card.title)}">`,
    `<meta name="twitter:description" content="${esc(card.description)}">`,
  ];
}

export type PageBody =
  | {
      kind: 'resume';
      data: PublicCompleteResume;
      filter?: Filter | null;
      template?: Template | null;
      freeChrome: boolean;
      fullResumeHref?: string;
      pdfHref?: string;
      /** A share link's page: the small print saying what its owner is told (docs/decisions/0053-read-notices.md). */
      readNote?: boolean;
    }
  | { kind: 'code'; action: string; error?: string; freeChrome: boolean }
  | { kind: 'message'; title: string; text: string }
  | { kind: 'hash-redirect' };

const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const PAGE_CSS =
  'body{margin:0;background:#f1f5f9;font-family:Inter,"Helvetica Neue",Arial,sans-serif;color:#0f172a}' +
  '.pp-main{max-width:960px;margin:0 auto;padding:16px}.pp-sheet{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(15,23,42,.12);overflow:hidden}' +
  '.pp-card{max-width:420px;margin:64px auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 1px 3px rgba(15,23,42,.12)}' +
  '.pp-card h1{font-size:20px;margin:0 0 8px}.pp-card p{color:#475569;font-size:14px}' +
  '.pp-btn{display:inline-block;background:#2563eb;color:#fff;border:0;border-radius:6px;padding:9px 16px;font-size:14px;text-decoration:none;cursor:pointer}' +
  '.pp-input{width:100%;box-sizing:border-box;font-size:20px;letter-spacing:8px;text-align:center;padding:8px;border:1px solid #cbd5e1;border-radius:6px;margin:8px 0}' +
  // Above '.pp-card p' (grey), so the code dialog's error is red.
  '.pp-card .pp-err{color:#b91c1c;font-size:14px;margin:4px 0}' +
  '.pp-read-note{color:#475569;font-size:12px;margin:12px 0 0;text-align:center}';

/** Blank check of the code dialog (spec 5), and the /shared page's hash fragment -> /s/{id}. */
const CODE_SCRIPT =
  `(function(){var f=document.getElementById('pp-code-form');if(!f)return;var i=f.elements.code,e=document.getElementById('pp-code-error');` +
  `f.addEventListener('submit',function(v){if(!i.value.trim()){v.preventDefault();e.textContent=f.getAttribute('data-required');i.focus();}});})();`;
const HASH_SCRIPT =
  `(function(){var h=location.hash.slice(1),p=new URLSearchParams(h),id=p.get('id')||(h.indexOf('=')<0?h:'');` +
  `if(id&&/^[A-Za-z0-9_-]{1,64}$/.test(id))location.replace('/s/'+id);else document.getElementById('pp-hash').hidden=false;})();`;

/**
 * The resume's font, self-hosted (docs/decisions/0025-self-hosted-fonts.md): its @font-face rules inline (font-display
 * swap: the text shows at once in the fallback font, no stylesheet request, nothing render-blocking, no script), the
 * files on this page's own origin, and the regular latin face preloaded since every resume uses it.
 */
function fontHead(font: string, text: string): string {
  if (!(FONTS as readonly string[]).includes(font)) return '';
  const family = font as (typeof FONTS)[number];
  // The script fallbacks (decision 0046): only the slices holding the page's characters, none for a Latin page.
  const fallbacks = fallbackFonts.facesFor(text, templateCoverage(family));
  const url = (file: string) => `${FONTS_PATH}/${FONT_FILES_VERSION}/${file}`;
  const regular = templateFonts.faces(family).find((f) => f.weight === 400 && f.subset === 'latin');
  const preload = regular
    ? `<link rel="preload" href="${url(regular.file)}" as="font" type="font/woff2" crossorigin>`
    : '';
  const fallbackCss = fallbacks.length ? `\n${fallbackFonts.stylesheet(fallbacks, url, 'swap')}` : '';
  return `${preload}<style>${templateFonts.stylesheet(family, url, 'swap')}${fallbackCss}</style>`;
}

/**
 * Every inline script these pages carry, exactly as emitted: the Content-Security-Policy allows each by its hash
 * (computed at start-up from these texts, web/security-headers.ts), and no other inline script.
 */
export const PUBLIC_PAGE_SCRIPTS: readonly string[] = [CODE_SCRIPT, HASH_SCRIPT, READ_SCRIPT];

function Message({ title, text, app, language }: { title: string; text: string; app: string; language: Language }) {
  return (
    <main className="pp-card" role="main">
      <h1>{title}</h1>
      <p>{text}</p>
      <a className="pp-btn" href={`${app}/`}>
        {CHROME_CATALOGUES[language].pages.goHome}
      </a>
    </main>
  );
}

function Body({ body, app, language }: { body: PageBody; app: string; language: Language }) {
  switch (body.kind) {
    case 'resume':
      return (
        <Chrome free={body.freeChrome} app={app} language={language}>
          <main className="pp-main">
            {body.filter ? (
              <div style={{ marginBottom: 12 }}>
                <FilterBanner filter={body.filter} resume={body.data.resume} fullResumeHref={body.fullResumeHref} />
              </div>
            ) : null}
            {body.pdfHref ? (
              <p style={{ margin: '0 0 12px', textAlign: 'end' }}>
                <a href={body.pdfHref} download data-pdf-download style={{ color: '#1d4ed8', fontWeight: 600 }}>
                  {RESUME_WORDS[resumeLanguageOf(body.data.resume, body.filter)].downloadPdf}
                </a>
              </p>
            ) : null}
            <div className="pp-sheet">
              <ResumeView data={body.data} filter={body.filter} template={body.template} />
            </div>
            {body.readNote ? (
              <p className="pp-read-note" lang={language} dir={languageDirection(language)}>
                {CHROME_CATALOGUES[language].pages.readNote}
              </p>
            ) : null}
          </main>
        </Chrome>
      );
    case 'code': {
      // The dialog is all the site's words: the visitor's language (the page's lang and dir say so too).
      const code = CHROME_CATALOGUES[language].pages.code;
      return (
        <Chrome free={body.freeChrome} app={app} language={language}>
          <main className="pp-card" role="dialog" aria-modal="true" aria-labelledby="pp-code-title">
            <h1 id="pp-code-title">{code.title}</h1>
            <p>{code.description}</p>
            <form id="pp-code-form" method="post" action={body.action} noValidate data-required={code.required}>
              <label htmlFor="pp-code" style={{ fontSize: 14, fontWeight: 600 }}>
                {code.label}
              </label>
              <input
                id="pp-code"
                className="pp-input"
                name="code"
                type="password"
                inputMode="numeric"
                maxLength={4}
                autoComplete="off"
                autoFocus
              />
              <p id="pp-code-error" className="pp-err" role="alert">
                {body.error ?? ''}
              </p>
              <button className="pp-btn" type="submit">
                {code.submit}
              </button>
            </form>
          </main>
        </Chrome>
      );
    }
    case 'message':
      return <Message title={body.title} text={body.text} app={app} language={language} />;
    case 'hash-redirect':
      return (
        <main className="pp-card" id="pp-hash" hidden>
          <h1>{CHROME_CATALOGUES[language].pages.invalidShareLink.title}</h1>
          <p>{CHROME_CATALOGUES[language].pages.invalidShareLink.description}</p>
          <a className="pp-btn" href={`${app}/`}>
            {CHROME_CATALOGUES[language].pages.goHome}
          </a>
        </main>
      );
  }
}

/**
 * The whole document. A resume's page is in the resume's language (the filter's, if it sets one): its lang, so
 * screen readers, hyphenation and search engines read it as such; the site's own words around it say theirs.
 */
export function renderPublicPage(meta: PageMeta, body: PageBody): string {
  const lang = body.kind === 'resume' ? resumeLanguageOf(body.data.resume, body.filter) : 'en';
  const font = body.kind === 'resume' ? resolveStyle(body.data.resume, body.filter, body.template).font : null;
  const chrome = (body.kind === 'resume' || body.kind === 'code') && body.freeChrome;
  const script = body.kind === 'code' ? CODE_SCRIPT : body.kind === 'hash-redirect' ? HASH_SCRIPT : null;
  const language = meta.language ?? 'en';
  const html = renderToString(<Body body={body} app={meta.appLinks ?? ''} language={language} />);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(meta.title)}</title>`,
    `<meta name="description" content="${esc(meta.neutralCard ? NEUTRAL_CARD.description : meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href="${esc(meta.url)}">`,
    ...cardTags(meta),
    BRAND_ICON_LINKS,
    font ? fontHead(font, html) : '',
    `<style>${PAGE_CSS}${chrome ? CHROME_CSS : ''}</style>`,
  ].join('');
  // A resume page is in the resume's language (right to left for Arabic, Hebrew or Persian, decision 0048); a page
  // that is all the site's words (a message, the code dialog) is in the visitor's.
  const own = body.kind === 'message' || body.kind === 'hash-redirect' || body.kind === 'code';
  const htmlLang = own
    ? `lang="${language}" dir="${languageDirection(language)}"`
    : `lang="${esc(lang)}" dir="${directionOf(lang)}"`;
  return `<!doctype html><html ${htmlLang}><head>${head}</head><body>${html}${script ? `<script>${script}</script>` : ''}</body></html>`;
}
