/**
 * The product's icon set (docs/decisions/0039-owner-links.md): the files in this package's brand/ folder, drawn from
 * brand/favicon.svg by scripts/generate-icons.mjs, each served at the root of every host (the app's and a person's
 * subdomain or domain) with its content type. The shell's build copies them into its dist; the API serves them itself.
 */
export const BRAND_ICON_FILES = {
  'favicon.ico': 'image/x-icon',
  'favicon.svg': 'image/svg+xml',
  'apple-touch-icon.png': 'image/png',
  'icon-192.png': 'image/png',
  'icon-512.png': 'image/png',
  'site.webmanifest': 'application/manifest+json',
} as const;

/** The product's primary colour (the app's blue-600), the manifest's and the browser bar's theme colour. */
export const THEME_COLOR = '#2563EB';

/**
 * The document head's links to the set, relative so a person's host links its own copies. The shell's index.html
 * writes the same tags (a static file); the server-rendered pages put this string in their head.
 */
export const BRAND_ICON_LINKS =
  '<link rel="icon" href="/favicon.ico" sizes="48x48">' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">' +
  '<link rel="manifest" href="/site.webmanifest">' +
  `<meta name="theme-color" content="${THEME_COLOR}">`;
