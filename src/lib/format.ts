// Every amount a person reads is written here, in the page's language (docs/product.md §10 "Money
// shown"), in the tenant's currency (site config); and the label of the platform's zone, for a
// day a rule counts by. Dates themselves are src/api/contract/platform-time.ts.
//
// Intl objects are costly to build (locale data is loaded and resolved on construction), so none is
// built when this module loads and each one is built once, on first use, and kept.
import { intlLocale } from "../api/contract/locales";
import { PLATFORM_TIME_ZONE } from "../api/contract/platform-time";
import { BALANCE_DECIMALS } from "./constants";
import { fromCents, toCents } from "./money";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** ISO 4217 code of the tenant's currency (site config `currency`). */
export type CurrencyCode = string;

/**
 * "1234567.5" → "CN¥1,234,567.50" in en, "¥1,234,567.50" in zh-hans, "1.234.567,50 CN¥" in vi:
 * the locale's grouping, decimal sign and currency placement, always 2 decimals. Without a
 * currency, the bare number. Intl formats the exact decimal string (a string input is read as a
 * decimal, not a float), so no value is ever turned into a float on its way to the screen.
 */
export function formatMoney(
  value: string | bigint,
  locale: string,
  currency?: CurrencyCode,
): string {
  const exact = fromCents(typeof value === "bigint" ? value : toCents(value)) as `${number}`;
  const tag = intlLocale(locale);
  return cached(
    `n|${tag}|${currency ?? ""}`,
    () =>
      new Intl.NumberFormat(tag, {
        ...(currency ? { style: "currency", currency } : {}),
        minimumFractionDigits: BALANCE_DECIMALS,
        maximumFractionDigits: BALANCE_DECIMALS,
        numberingSystem: "latn",
      }),
  ).format(exact);
}

/**
 * An amount of USDT ("13.93 USDT", "13,93 USDT" in vi): the locale's number with 2 decimals and
 * the token's name, which no ISO 4217 code spells.
 */
export function formatUsdt(value: string, locale: string): string {
  return `${formatMoney(value, locale)} USDT`;
}

/** The currency's sign in the locale ("¥" in zh-hans, "CN¥" in en), for an amount field's label. */
export function currencySign(locale: string, currency: CurrencyCode): string {
  const tag = intlLocale(locale);
  const parts = cached(
    `c|${tag}|${currency}`,
    () => new Intl.NumberFormat(tag, { style: "currency", currency, currencyDisplay: "symbol" }),
  ).formatToParts(0);
  return parts.find((p) => p.type === "currency")?.value ?? currency;
}

/**
 * The platform's zone as a reader sees it ("GMT-4"), to label a day that is the platform's, not
 * the phone's ("today" in the records and the deposit limits).
 */
export function platformZoneLabel(locale: string, at: Date = new Date()): string {
  const tag = intlLocale(locale);
  const parts = cached(
    `z|${tag}`,
    () =>
      new Intl.DateTimeFormat(tag, {
        timeZone: PLATFORM_TIME_ZONE,
        timeZoneName: "shortOffset",
        numberingSystem: "latn",
      }),
  ).formatToParts(at);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? PLATFORM_TIME_ZONE;
}
