import { fontStylesheetHref } from '@resume/resume-view';

/**
 * Links the self-hosted stylesheets (the app's /fonts, decision 0025) of the fonts the page shows: each names the
 * font's weights 300 to 700 by unicode-range, and the browser fetches only the faces its text uses.
 */
export function WebFonts({ fonts }: { fonts: string[] }) {
  const hrefs = [...new Set(fonts.map(fontStylesheetHref).filter((href): href is string => !!href))];
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} data-web-font />
      ))}
    </>
  );
}
