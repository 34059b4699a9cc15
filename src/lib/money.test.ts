// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  AmountError,
  addMoney,
  compareMoney,
  fromCents,
  parseAmountInput,
  subtractMoney,
  toCents,
  usdtFor,
} from "./money";
import { moneyInput } from "../api/contract/wallet";

describe("money arithmetic in integer cents", () => {
  it("adds and subtracts without float drift", () => {
    expect(addMoney("0.10", "0.20")).toBe("0.30");
    expect(subtractMoney("10000.00", "0.01")).toBe("9999.99");
    expect(subtractMoney("5", "7.5")).toBe("-2.50");
    expect(addMoney("999999999.99", "0.01")).toBe("1000000000.00");
  });
  it("compares", () => {
    expect(compareMoney("1.00", "1")).toBe(0);
    expect(compareMoney("0.99", "1")).toBe(-1);
    expect(compareMoney("-1", "-2")).toBe(1);
  });
  it("round-trips any cents value", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (c) => {
        expect(toCents(fromCents(c))).toBe(c);
      }),
    );
  });
  it("refuses what is not a decimal string", () => {
    for (const bad of ["", "abc", "1.234", "1e3", "NaN", "1,000"]) {
      expect(() => toCents(bad)).toThrow(RangeError);
    }
  });
});

describe("usdtFor: what to send for an amount credited at a rate", () => {
  it("rounds up to the cent, so the credit is never short", () => {
    expect(usdtFor("100.00", "7.18")).toBe("13.93"); // 13.9275…
    expect(usdtFor("718.00", "7.18")).toBe("100.00");
    expect(usdtFor("100.00", "1.00")).toBe("100.00");
    expect(usdtFor("0.01", "34.50")).toBe("0.01");
  });
  it("sends the least that credits at least the amount, for any amount and rate", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 11n }),
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        (amount, rate) => {
          const sent = toCents(usdtFor(fromCents(amount), fromCents(rate)));
          // Credited in cents of the currency: sent (USDT cents) × rate (cents) / 100.
          expect(sent * rate).toBeGreaterThanOrEqual(amount * 100n);
          expect((sent - 1n) * rate).toBeLessThan(amount * 100n);
        },
      ),
    );
  });
});

describe("parseAmountInput", () => {
  it("normalizes valid input", () => {
    expect(parseAmountInput("12.5")).toMatchObject({ ok: true, value: "12.50", cents: 1250n });
    expect(parseAmountInput(" 1,000 ")).toMatchObject({ ok: true, value: "1000.00" });
    expect(parseAmountInput("007")).toMatchObject({ ok: true, value: "7.00" });
    expect(parseAmountInput("3.")).toMatchObject({ ok: true, value: "3.00" });
  });
  it("rejects more than 2 decimals, negatives, NaN and junk", () => {
    expect(parseAmountInput("1.234")).toEqual({ ok: false, error: AmountError.Decimals });
    expect(parseAmountInput("-5")).toEqual({ ok: false, error: AmountError.Negative });
    expect(parseAmountInput("NaN")).toEqual({ ok: false, error: AmountError.Format });
    expect(parseAmountInput("1e5")).toEqual({ ok: false, error: AmountError.Format });
    expect(parseAmountInput("")).toEqual({ ok: false, error: AmountError.Empty });
    expect(parseAmountInput("9999999999")).toEqual({ ok: false, error: AmountError.TooLarge });
    expect(parseAmountInput(".5")).toEqual({ ok: false, error: AmountError.Format });
  });
  // One rule (MONEY_RE in the contract's rules): what the form takes the platform takes, and a
  // plain amount the platform refuses the form refuses too.
  it("takes exactly what the platform's money input takes", () => {
    const amount = fc.oneof(
      fc.stringMatching(/^-?\d{0,11}(\.\d{0,4})?$/),
      fc.string({ maxLength: 14 }),
    );
    fc.assert(
      fc.property(amount, (text) => {
        const parsed = parseAmountInput(text);
        if (parsed.ok) expect(moneyInput.safeParse(parsed.value).success).toBe(true);
        if (/^(0|[1-9]\d*)(\.\d+)?$/.test(text)) {
          expect(parsed.ok).toBe(moneyInput.safeParse(text).success);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
