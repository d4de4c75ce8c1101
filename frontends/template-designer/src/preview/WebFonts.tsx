import { fallbackStylesheetHref, fontStylesheetHref, needsFallbackFonts } from '@resume/resume-view';

/**
 * Links the self-hosted stylesheets (the app's /fonts, decision 0025) of the fonts the page shows: each names the
 * font's weights 300 to 700 by unicode-range, and the browser fetches only the faces its text uses. With the script
 * fallbacks' (decision 0046) when the previewed resume has a character beyond Latin (decision 0048).
 */
export function WebFonts({ fonts, resume }: { fonts: string[]; resume?: unknown }) {
  const hrefs = [...new Set(fonts.map(fontStylesheetHref).filter((href): href is string => !!href))];
  if (resume !== undefined && needsFallbackFonts(JSON.stringify(resume))) hrefs.push(fallbackStylesheetHref());
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} data-web-font />
      ))}
    </>
  );
}
