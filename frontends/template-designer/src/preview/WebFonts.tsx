import { webFontStylesheet } from '@resume/resume-view';

/** Loads the web fonts (weights 300 to 700) the preview needs; the default font needs none. */
export function WebFonts({ fonts }: { fonts: string[] }) {
  const hrefs = [...new Set(fonts.map(webFontStylesheet).filter((href): href is string => !!href))];
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} data-web-font />
      ))}
    </>
  );
}
