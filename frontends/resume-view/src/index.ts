export { ResumeView } from './ResumeView';
export { FilterBanner } from './FilterBanner';
export { resolveStyle, fontStack } from './lib/style';
export { FONT_FILES_VERSION, FONTS_PATH, fontSlug, fontStylesheetHref, webFontStylesheet } from './lib/fonts';
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
export {
  cssString,
  PAPER_POINTS,
  pageCss,
  pageGeometry,
  RUNNING_MARGIN_IN,
  type PageBox,
  type PageSetup,
} from './print/page';
