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
  needsFallbackFonts,
  webFontStylesheet,
} from './lib/fonts';
export { FALLBACK_FONTS, type FallbackFont } from './lib/fallback-fonts';
export { safeImageSrc } from './lib/links';
export { formatMonth } from './lib/text';
export { directionOf, type TextDirection } from './lib/direction';
export { groupSkills } from './lib/skills';
export { PRODUCT_NAME, type FooterTexts, type LinkAs } from './chrome/site-chrome';
export { BRAND_ICON_FILES, BRAND_ICON_LINKS } from './chrome/brand-icons';
export { SiteLogo, type SiteLogoClasses } from './chrome/SiteLogo';
export {
  SignInLink,
  SiteFooter,
  SiteHeader,
  type SiteFooterClasses,
  type SiteHeaderClasses,
} from './chrome/SiteChrome';
export {
  cssString,
  PAPER_POINTS,
  pageCss,
  pageGeometry,
  RUNNING_MARGIN_IN,
  type PageBox,
  type PageSetup,
} from './print/page';
export {
  generatedResume,
  presetTemplate,
  referenceResumes,
  layoutOfRows,
  ONE_COLUMN,
  type ResumeSize,
} from './fixtures/reference-resumes';
