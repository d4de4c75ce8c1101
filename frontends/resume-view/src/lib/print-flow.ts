/**
 * How a resume flows across pages (issue 26, docs/decisions/0042-print-flow.md): the rules a typesetter would use,
 * as CSS fragmentation properties. They act wherever the resume is fragmented (print, the PDF, a paged preview)
 * and change nothing on a continuous screen. Measured in Chromium's print layout (LayoutNG block, flex and grid
 * fragmentation); the classes are set by the sections (SectionFrame, Entries, Skills).
 *
 * - A section breaks between its entries (no `break-inside` on sections or grid cells); each cell of a row of
 *   part-width sections is a grid item, which Chromium fragments on its own: every column flows on by itself.
 * - A section title never ends a page: it keeps with its first entry's head (`break-after: avoid-page`).
 * - An entry keeps its title and meta line with its first text (`break-after` on both) and at least two lines of
 *   it (orphans 2); otherwise it breaks between bullets or inside a bullet of four lines or more.
 * - A bullet or paragraph keeps at least two lines on each side of a break (orphans and widows 2).
 * - An entry's last line never holds on to what follows: a certification (title and meta lines only) would
 *   otherwise end in `break-after: avoid-page`, which propagates to its list, its section and its grid row, so a
 *   section of them became one block and the next row's title ended a page (measured, decision 0042).
 */
export const PRINT_FLOW_CSS = [
  '.rv-resume .rv-section-title,.rv-resume .rv-entry-title,.rv-resume .rv-entry-meta,.rv-resume .rv-skill-group-title' +
    '{break-after:avoid-page;break-inside:avoid-page}',
  '.rv-resume .rv-text,.rv-resume .rv-text>li{orphans:2;widows:2}',
  '.rv-resume .rv-entry,.rv-resume .rv-text>li{break-inside:auto}',
  '.rv-resume .rv-entry>:last-child{break-after:auto}',
  '.rv-resume [data-skill-category],.rv-resume [data-entry="skill"],.rv-resume [data-branding],.rv-resume header[data-section]' +
    '{break-inside:avoid-page}',
].join('');
