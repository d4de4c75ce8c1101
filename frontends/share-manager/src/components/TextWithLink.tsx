import type { ReactNode } from 'react';

const LINK = /<link>(.*?)<\/link>/;

/**
 * A translated sentence with a link inside it: the catalogue marks the link's words `<link>…</link>`, so each
 * language puts the link where its word order wants it. Text only (React escapes it); never HTML.
 */
export function TextWithLink({ text, link }: { text: string; link: (words: string) => ReactNode }) {
  const match = LINK.exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      {text.slice(0, match.index)}
      {link(match[1])}
      {text.slice(match.index + match[0].length)}
    </>
  );
}
