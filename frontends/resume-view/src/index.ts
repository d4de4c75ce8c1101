export { ResumeView } from './ResumeView';
export { FilterBanner } from './FilterBanner';
export { resolveStyle, webFontStylesheet, fontStack } from './lib/style';
export { safeImageSrc } from './lib/links';
export { formatMonth } from './lib/text';
export { groupSkills } from './lib/skills';
