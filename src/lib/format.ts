// Every amount a person reads is written here, in the page's language (docs/product.md §10 "Money
// shown"), in the tenant's currency (site config); and the label of the platform's zone, for a
// day a rule counts by. Dates themselves are src/api/contract/platform-time.ts.
//
// Intl objects are costly to build (locale data is loaded and resolved on construction), so none is
// built when this module loads and each one is built once, on first use, and kept.
import { intlLocale } from "../api/contract/locales";
import { formatAmount } from "../api/contract/money-format";
import { PLATFORM_TIME_ZONE } from "../api/contract/platform-time";
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
 * "1234567.5" → "CN¥1,234,567.50" in en (the contract's formatAmount, which the platform's
 * refusals use too), after the value is read as exact cents. Without a currency, the bare number.
 */
export function formatMoney(
  value: string | bigint,
  locale: string,
  currency?: CurrencyCode,
): string {
  return formatAmount(
    fromCents(typeof value === "bigint" ? value : toCents(value)),
    locale,
    currency,
  );
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
