// Integer cents inside, 2-decimal strings on the wire (docs/product.md §10).
import { MONEY_RE } from "../../../src/api/contract/rules.ts";

/** 123456 → "1234.56"; -500 → "-5.00". */
export function toMoney(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A validated money input ("12.5", 12.5, "0.01") → cents, exactly (no float arithmetic). */
export function toCents(input: string | number): number {
  const s = String(input);
  if (!MONEY_RE.test(s)) throw new RangeError(`not a money amount: ${s}`);
  const [whole = "0", frac = ""] = s.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
