export { ResumeView, prepareResume, type ResumeViewProps } from './ResumeView';
export { FilterBanner } from './FilterBanner';
export { resolveStyle, webFontStylesheet, fontStack, type ResolvedStyle } from './lib/style';
export { safeHref, safeImageSrc, displayUrl } from './lib/links';
export { descriptionLines, formatMonth } from './lib/text';
export { chipOpacity, chipColors, groupSkills } from './lib/skills';
