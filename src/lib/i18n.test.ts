import { describe, expect, it } from "vitest";
import { isLocale } from "./i18n";

describe("isLocale", () => {
  it("accepts only the supported locales", () => {
    expect(isLocale("en")).toBe(true);
    expect(isLocale("zh-hans")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
