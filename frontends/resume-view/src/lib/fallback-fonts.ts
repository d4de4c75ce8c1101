/**
 * The families behind the template font and Inter that cover the world's scripts (docs/decisions/0046-world-scripts.md),
 * in the order the browser tries them: a character the template font and Inter lack comes from the first of these that
 * has it. Japanese before Korean and Chinese (its slices hold kana and the common Han), Simplified before Traditional.
 * Each is served by the app in unicode-range slices, so a page downloads only the slices its text uses.
 */
export const FALLBACK_FONTS = [
  'Noto Sans Arabic',
  'Noto Sans Hebrew',
  'Noto Sans Devanagari',
  'Noto Sans Thai',
  'Noto Sans JP',
  'Noto Sans KR',
  'Noto Sans SC',
  'Noto Sans TC',
  'Noto Emoji',
] as const;

export type FallbackFont = (typeof FALLBACK_FONTS)[number];
