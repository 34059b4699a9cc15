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
    const all = Object.values(features).flatMap((messages) => Object.keys(messages));
    expect(all.length).toBeGreaterThan(100);
    // Catalogs share one table: a message in two features needs the same translation in both.
    for (const [file, messages] of Object.entries(features)) {
      for (const [id, message] of Object.entries(messages))
        expect(i18n.messages[id], `${file} ${id}`).toEqual(message);
    }
  });
});
