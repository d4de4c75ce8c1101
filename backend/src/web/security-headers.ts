import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { RemotesManifest } from '@resume/contracts';
import { AppConfig } from '../config/app-config';

/** A CSP source for one inline script: its SHA-256, so exactly that text runs and nothing injected beside it. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * A Content-Security-Policy with these inline scripts allowed too (their hashes added to script-src): an answer whose
 * page carries its own inline script (the shell's prerendered pages) widens the app's policy for itself only.
 */
export function allowingInlineScripts(policy: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return policy;
  const hashes = scripts.map(scriptHash).join(' ');
  return policy.replace(
    /(^|;)script-src ([^;]*)/,
    (_all, start: string, sources: string) => `${start}script-src ${sources} ${hashes}`,
  );
}

/**
 * The origins of the remotes the runtime manifest (REMOTES_MANIFEST_FILE, served as /remotes.json) lists, other
 * than the app's own: the shell fetches each mf-manifest.json from there and loads the remote's scripts, styles
 * and fonts from the same place. Relative entries are the app's own origin. Read once at start-up: a manifest
 * that moves a remote to a new origin needs a restart (a new version on the same origin does not).
 */
export function remoteOrigins(manifestFile: string, appOrigin: string): string[] {
  if (!existsSync(manifestFile)) return [];
  let manifest: Partial<RemotesManifest>;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Partial<RemotesManifest>;
  } catch {
    return [];
  }
  const origins = new Set<string>();
  for (const entry of Object.values(manifest.remotes ?? {})) {
    if (typeof entry !== 'string') continue;
    let url: URL;
    try {
      url = new URL(entry, appOrigin);
    } catch {
      continue;
    }
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== appOrigin) origins.add(url.origin);
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy directives (docs/decisions/0012-response-hardening.md). Scripts: the app's origin,
 * the remotes' origins and the hashed inline scripts of the server-rendered pages; no other inline script, no
 * inline event handler, no eval. Styles allow 'unsafe-inline': the server-rendered pages carry React's style
 * attributes and the UI kit injects <style> elements at run time. Fonts and font stylesheets come from the app
 * itself (/fonts, docs/decisions/0025-self-hosted-fonts.md) or a remote's origin, never a third-party font service.
 * No page may be framed.
 */
export function cspDirectives(config: AppConfig, inlineScripts: readonly string[]): Record<string, string[]> {
  const https = config.appOrigin.startsWith('https:');
  const remotes = remoteOrigins(config.web.remotesManifestFile, config.appOrigin);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...remotes, ...[...new Set(inlineScripts)].map(scriptHash)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // Owners' logo and header images are any https URL (http ones are upgraded on an https app).
    'img-src': ["'self'", 'data:', 'https:', ...(https ? [] : ['http:'])],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes],
  };
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Security headers on every answer (helmet): the CSP above, nosniff, frame-ancestors 'none' and X-Frame-Options
 * DENY, Referrer-Policy strict-origin-when-cross-origin, and HSTS when APP_URL is https (a year, this host only).
 */
export function securityHeaders(config: AppConfig, inlineScripts: readonly string[]): RequestHandler {
  const https = config.appOrigin.startsWith('https:');
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config, inlineScripts) },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
  });
}
