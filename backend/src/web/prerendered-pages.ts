import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from 'express';
import { SESSION_COOKIE } from '@resume/contracts';
import type { BillingConfig } from '../config/app-config';
import { visitorLanguage } from '../infrastructure/http/visitor-language';

/**
 * The shell's prerendered marketing pages (frontends/shell/webpack.prerender.js writes them to
 * <shell dist>/prerendered/<page>.html): landing, pricing and sign-in as a signed-out visitor sees them, readable
 * before any script and with only their islands' scripts (docs/decisions/0026-prerendered-marketing-pages.md).
 */
const PAGES: Readonly<Record<string, string>> = { '/': 'landing', '/pricing': 'pricing', '/login': 'login' };

/** The build writes the copyright year of the footer as this mark; each answer carries the current year. */
const YEAR_MARK = '<!--year-->';

/** A <script> without src, its text as the browser hashes it. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

const HAS_SESSION = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;\\s]`);

/** Whether an address answers differently with and without a session (a cache must keep them apart: Vary). */
export const isPrerenderedAddress = (path: string): boolean => path in PAGES;

/**
 * The prerendered page for this request, or null for the app's index.html: only the three addresses, only for an
 * English-speaking visitor without a session cookie (a signed-in person gets the app and its signed-in buttons and menu, as before;
 * a cookie whose session has ended gets the app too, which shows the visitor's page), and only once built.
 * Read from disk when the file changes (a rebuild while the server runs).
 */
export class PrerenderedPages {
  private readonly cache = new Map<string, { mtimeMs: number; html: string; inlineScripts: string[] }>();
  private readonly pricingAsBuilt: boolean;

  constructor(
    private readonly shellDistDir: string,
    billing: BillingConfig,
  ) {
    // The pricing page is built from the contracts' catalogue with payments on and no Professional plan
    // (frontends/shell/src/prerender/render-pages.tsx): where the API answers another catalogue (BILLING=disabled,
    // Professional's prices configured), a visitor gets the app's pricing page, which reads the API's.
    const { mode, prices } = billing;
    this.pricingAsBuilt = mode !== 'disabled' && !prices.professional.month && !prices.professional.year;
  }

  /** The page and the inline scripts it runs (the page script: its hash goes into the answer's policy). */
  pageFor(req: Request): { html: string; inlineScripts: string[] } | null {
    const page = PAGES[req.path];
    if (!page || HAS_SESSION.test(req.headers.cookie ?? '')) return null;
    // The pages are built in English: a visitor in another language (their choice cookie, else Accept-Language) gets
    // the app, which speaks it (docs/decisions/0049-app-translations.md).
    if (visitorLanguage(req.headers) !== 'en') return null;
    if (page === 'pricing' && !this.pricingAsBuilt) return null;
    const file = join(this.shellDistDir, 'prerendered', `${page}.html`);
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    let cached = this.cache.get(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8');
      const inlineScripts = [...html.matchAll(INLINE_SCRIPT)].map(([, script]) => script);
      cached = { mtimeMs, html, inlineScripts };
      this.cache.set(file, cached);
    }
    return {
      html: cached.html.replace(YEAR_MARK, String(new Date().getFullYear())),
      inlineScripts: cached.inlineScripts,
    };
  }
}
