export { ResumeView } from './ResumeView';
export { FilterBanner } from './FilterBanner';
export { resolveStyle, fontStack } from './lib/style';
export {
  FALLBACK_STYLESHEET,
  FONT_FILES_VERSION,
  FONTS_PATH,
  fallbackStylesheetHref,
  fontSlug,
  fontStylesheetHref,
  webFontStylesheet,
} from './lib/fonts';
export { FALLBACK_FONTS, type FallbackFont } from './lib/fallback-fonts';
export { safeImageSrc } from './lib/links';
export { formatMonth } from './lib/text';
export { groupSkills } from './lib/skills';
export { PRODUCT_NAME, type LinkAs } from './chrome/site-chrome';
export { SiteLogo, type SiteLogoClasses } from './chrome/SiteLogo';
export {
  SignInLink,
  SiteFooter,
  SiteHeader,
  type SiteFooterClasses,
  type SiteHeaderClasses,
} from './chrome/SiteChrome';
