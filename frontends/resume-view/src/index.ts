export { ResumeView } from './ResumeView';
export { FilterBanner } from './FilterBanner';
export { resolveStyle, fontStack } from './lib/style';
export { FONT_FILES_VERSION, FONTS_PATH, fontSlug, fontStylesheetHref } from './lib/fonts';
export { safeImageSrc } from './lib/links';
export { formatMonth } from './lib/text';
export { groupSkills } from './lib/skills';
