// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { currencySign, formatMoney, formatUsdt, platformZoneLabel } from "./format";
import { LOCALES } from "../api/contract/locales";

// Intl separates a currency from its number with a no-break space; compare what a person reads.
const read = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney: the tenant's currency in the page's language", () => {
  const cases = {
    "zh-hans": { CNY: "¥1,234,567.50", USD: "US$1,234,567.50", THB: "THB 1,234,567.50" },
    "zh-hant": { CNY: "CN¥1,234,567.50", USD: "US$1,234,567.50", THB: "THB 1,234,567.50" },
    en: { CNY: "CN¥1,234,567.50", USD: "US$1,234,567.50", THB: "THB 1,234,567.50" },
    vi: { CNY: "1.234.567,50 CN¥", USD: "1.234.567,50 US$", THB: "1.234.567,50 ฿" },
    th: { CNY: "CN¥1,234,567.50", USD: "US$1,234,567.50", THB: "฿1,234,567.50" },
  } as const;
  it.each(LOCALES)(
    "%s: every currency with its sign, the locale's grouping and 2 decimals",
    (l) => {
      for (const [currency, text] of Object.entries(cases[l])) {
        expect(read(formatMoney("1234567.5", l, currency))).toBe(text);
      }
    },
  );

  it.each(LOCALES)("%s: exact to the cent, where a float would round", (l) => {
    const shown = read(formatMoney(9007199254740993n, l, "CNY"));
    expect(shown.replace(/[^\d]/g, "")).toBe("9007199254740993");
    expect(read(formatMoney("999999999.99", l, "CNY")).replace(/[^\d]/g, "")).toBe("99999999999");
    expect(read(formatMoney("-0.05", l, "CNY"))).toMatch(/^-.*0[.,]05/);
  });

  it("without a currency (site config not known yet), the bare number", () => {
    expect(formatMoney("1234567.5", "zh-hans")).toBe("1,234,567.50");
    expect(formatMoney("1234567.5", "vi")).toBe("1.234.567,50");
    expect(formatMoney(123n, "en")).toBe("1.23");
    expect(formatMoney("0", "th")).toBe("0.00");
  });

  it("USDT by its name, in the locale's notation", () => {
    expect(formatUsdt("1393.5", "en")).toBe("1,393.50 USDT");
    expect(formatUsdt("1393.5", "vi")).toBe("1.393,50 USDT");
  });

  it("an amount field's sign", () => {
    expect(currencySign("zh-hans", "CNY")).toBe("¥");
    expect(currencySign("en", "CNY")).toBe("CN¥");
    expect(currencySign("th", "THB")).toBe("฿");
  });
});

describe("formatters are built once and kept", () => {
  afterEach(() => vi.restoreAllMocks());
  it("builds no second Intl object for the same locale and currency", () => {
    const calls = () => {
      for (const l of LOCALES) {
        formatMoney("1.00", l, "USD");
        formatMoney("1.00", l);
        platformZoneLabel(l);
      }
    };
    calls();
    const numbers = vi.spyOn(Intl, "NumberFormat");
    const dates = vi.spyOn(Intl, "DateTimeFormat");
    calls();
    calls();
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });
});

describe("the platform's zone, named where its day counts", () => {
  it.each(LOCALES)("%s", (l) => {
    expect(platformZoneLabel(l, new Date("2026-03-01T02:38:00Z"))).toBe("GMT-4");
  });
});
