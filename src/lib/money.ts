// Money on the client (docs/product.md §10): decimal strings at the edge, integer cents (BigInt) for any
// arithmetic; formatting is ./format.ts. Never a float: a float cannot hold 0.10 exactly, and a
// balance must never drift by a cent.
import { MONEY_RE } from "../api/contract/rules";
import { BALANCE_DECIMALS } from "./constants";

const DECIMAL_RE = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const SCALE = 100n;

/** Integer cents of a decimal string ("12.5" → 1250n, "-0.05" → -5n); throws on anything else. */
export function toCents(value: string): bigint {
  const m = DECIMAL_RE.exec(value.trim());
  if (!m) throw new RangeError(`Not a money value: ${JSON.stringify(value)}`);
  const cents = BigInt(m[2]!) * SCALE + BigInt((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

/** The decimal string of integer cents with exactly 2 decimals (1250n → "12.50"). */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / SCALE;
  const frac = (abs % SCALE).toString().padStart(BALANCE_DECIMALS, "0");
  return `${negative ? "-" : ""}${whole}.${frac}`;
}

export const addMoney = (a: string, b: string) => fromCents(toCents(a) + toCents(b));
/** The exact sum of decimal strings ("0.00" for none). */
export const sumMoney = (values: readonly string[]) =>
  fromCents(values.reduce((sum, v) => sum + toCents(v), 0n));
export const subtractMoney = (a: string, b: string) => fromCents(toCents(a) - toCents(b));
/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const d = toCents(a) - toCents(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/**
 * The USDT to send for `amount` credited at `rate` (what one USDT credits), both decimal strings:
 * rounded up to the cent, so what is sent never credits less than the amount asked for.
 */
export function usdtFor(amount: string, rate: string): string {
  const credit = toCents(amount) * SCALE;
  const per = toCents(rate);
  return fromCents((credit + per - 1n) / per);
}

export const AmountError = {
  Empty: "empty",
  Format: "format",
  Decimals: "decimals",
  Negative: "negative",
  TooLarge: "too-large",
} as const;
export type AmountError = (typeof AmountError)[keyof typeof AmountError];

export type ParsedAmount =
  { ok: true; value: string; cents: bigint } | { ok: false; error: AmountError };

/**
 * An amount the player typed: trimmed, thousands separators allowed, at most 2 decimals, never
 * negative, never NaN or an exponent. Answers the normalized decimal string ("12.5" → "12.50").
 */
export function parseAmountInput(input: string): ParsedAmount {
  const text = input.trim().replace(/[,，\s]/g, "");
  if (text === "") return { ok: false, error: AmountError.Empty };
  if (text.startsWith("-")) return { ok: false, error: AmountError.Negative };
  if (/^\d+\.\d{3,}$/.test(text)) return { ok: false, error: AmountError.Decimals };
  if (/^\d{10,}(\.\d*)?$/.test(text.replace(/^0+(?=\d)/, ""))) {
    return { ok: false, error: AmountError.TooLarge };
  }
  // What the platform takes (MONEY_RE), once a trailing "." and leading zeros are dropped.
  const amount = text.replace(/\.$/, "").replace(/^0+(?=\d)/, "");
  if (!MONEY_RE.test(amount)) return { ok: false, error: AmountError.Format };
  const cents = toCents(amount);
  return { ok: true, value: fromCents(cents), cents };
}
