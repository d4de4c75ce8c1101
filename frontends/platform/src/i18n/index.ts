export { i18n, registerCatalogues, currentLanguage, type CatalogueLoader } from './instance';
export { useT, useTNow } from './use-t';
export { useLanguage, switchLanguage } from './use-language';
export { formatDate, formatNumber, formatPrice } from './format';
