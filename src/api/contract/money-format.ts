// An amount as a person reads it, in the page's language and the tenant's currency: one formatter
// for the app's screens and the platform's refusals ("between CN¥10.00 and CN¥50,000.00"), so a
// number reads the same in a form's error as on the screen beside it (docs/product.md §10).
//
// Intl number formats are costly to build (locale data is resolved on construction): each is built
// on first use and kept.
import { intlLocale } from "./locales.ts";

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An exact decimal string ("1234567.50") in the locale, with the currency's sign where a currency
 * is given: "CN¥1,234,567.50" in en, "¥1,234,567.50" in zh-hans, "1.234.567,50 CN¥" in vi; always
 * 2 decimals, Latin digits. Intl reads a string as a decimal, not a float, so no amount is ever
 * rounded through a float on its way to the reader.
 */
export function formatAmount(decimal: string, locale: string, currency?: string): string {
  const tag = intlLocale(locale);
  const key = `${tag}|${currency ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      ...(currency ? { style: "currency", currency } : {}),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: "latn",
    });
    formats.set(key, format);
  }
  return format.format(decimal as `${number}`);
}
