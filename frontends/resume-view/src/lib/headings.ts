/**
 * Heading levels of the resume (WCAG 1.3.1, docs/decisions/0030-accessibility.md): the name, then each section's
 * title one level below, then each entry's title. A page that is the resume (public page, PDF) starts at 1; a
 * preview inside a screen starts below that screen's own headings.
 */
export type HeadingLevel = 1 | 2 | 3 | 4;

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The tag `steps` levels below the resume's name. */
export const headingTag = (nameLevel: HeadingLevel, steps: 0 | 1 | 2): HeadingTag =>
  `h${Math.min(6, nameLevel + steps)}` as HeadingTag;
