import { currentLanguage } from './instance';

/**
 * Dates, numbers, prices and relative times in the page's language, through Intl (CLDR): no hand-written month
 * names, separators or currency positions. Each takes the language explicitly too (tests, server-side use).
 */
export function formatDate(
  date: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  language: string = currentLanguage(),
): string {
  const value = new Date(date);
  return Number.isNaN(value.getTime()) ? '' : new Intl.DateTimeFormat(language, options).format(value);
}

export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  language: string = currentLanguage(),
): string {
  return new Intl.NumberFormat(language, options).format(value);
}

/** An amount in a currency ('$4.99', '4,99 $', '‏4٫99 US$'); whole amounts show no cents ('$0'). */
export function formatPrice(amount: number, currency = 'USD', language: string = currentLanguage()): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
