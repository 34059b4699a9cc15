import { describe, expect, it } from "vitest";
import type { Messages } from "@lingui/core";
import { activateLocale, i18n, isLocale } from "./i18n";

describe("isLocale", () => {
  it("accepts only the supported locales", () => {
    expect(isLocale("en")).toBe(true);
    expect(isLocale("zh-hans")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("activateLocale", () => {
  it("loads every feature's catalog of the locale at once", async () => {
    const features = import.meta.glob<Messages>("../../locales/zh-hans/*.po", {
      eager: true,
      import: "messages",
    });
    expect(Object.keys(features).length).toBeGreaterThan(10);
    await activateLocale("zh-hans");
    expect(i18n.locale).toBe("zh-hans");
    expect(document.documentElement.lang).toBe("zh-Hans");
    for (const [file, messages] of Object.entries(features)) {
      const [id] = Object.keys(messages);
      expect(i18n.messages[id!], file).toEqual(messages[id!]);
    }
  });
});
