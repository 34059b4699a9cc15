import { afterEach, describe, expect, it } from "vitest";
import { createStore } from "jotai";
import { isRedirect } from "@tanstack/react-router";
import { i18n } from "../../lib/i18n";
import { localeAtom } from "./atoms";
import {
  enterLocale,
  fallbackLocale,
  guessLocale,
  localeToEnter,
  replaceLocaleSegment,
} from "./locale";

afterEach(() => localStorage.clear());

describe("locale choice", () => {
  it.each([
    [["zh-CN", "en"], "zh-hans"],
    [["zh-TW"], "zh-hant"],
    [["zh-HK", "en"], "zh-hant"],
    [["zh-Hant-HK"], "zh-hant"],
    [["zh-Hans-HK"], "zh-hans"],
    [["zh"], "zh-hans"],
    [["vi-VN", "en"], "vi"],
    [["th", "zh-CN"], "th"],
    [["fr-FR", "th-TH"], "th"],
    [["en-GB", "zh"], "en"],
    [["fr-FR", "en-US"], "en"],
    [["fr-FR"], null],
    [[], null],
  ])("guesses %j as %s", (languages, expected) => {
    expect(guessLocale(languages)).toBe(expected);
  });

  it("falls back persisted → browser → zh-hans", () => {
    expect(fallbackLocale("en", ["zh-CN"])).toBe("en");
    expect(fallbackLocale(null, ["en-US"])).toBe("en");
    expect(fallbackLocale(null, ["de"])).toBe("zh-hans");
  });

  it.each([
    ["/fr/login", "/en/login"],
    ["/fr", "/en"],
    ["/fr?x=1#h", "/en?x=1#h"],
    ["/xx/member/records/game?page=2", "/en/member/records/game?page=2"],
  ])("replaces the prefix of %s", (href, expected) => {
    expect(replaceLocaleSegment(href, "en")).toBe(expected);
  });
});

describe("localeToEnter (known before the catalogs load)", () => {
  it("takes a supported prefix, else the remembered locale, else zh-hans", () => {
    const store = createStore();
    expect(localeToEnter(store, "en", [])).toBe("en");
    expect(localeToEnter(store, undefined, ["en-US"])).toBe("zh-hans");
    store.set(localeAtom, "en");
    expect(localeToEnter(store, undefined, [])).toBe("en");
    expect(localeToEnter(store, "zh-hans", [])).toBe("zh-hans");
  });

  it("for an unsupported prefix, names where the redirect goes", () => {
    expect(localeToEnter(createStore(), "fr", ["en-GB"])).toBe("en");
    expect(localeToEnter(createStore(), "fr", ["de"])).toBe("zh-hans");
  });
});

describe("enterLocale", () => {
  it("redirects an unsupported prefix, keeping the rest of the location", async () => {
    const store = createStore();
    const thrown = await enterLocale(store, "de", "/de/promotion?x=1", ["de-DE"]).catch(
      (e: unknown) => e,
    );
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href: string } }).options.href).toBe("/zh-hans/promotion?x=1");
  });

  it("activates and remembers an explicit prefix", async () => {
    const store = createStore();
    await expect(enterLocale(store, "en", "/en/login", [])).resolves.toBe("en");
    expect(i18n.locale).toBe("en");
    expect(store.get(localeAtom)).toBe("en");
  });

  it("without a prefix uses the remembered locale, else zh-hans (not the browser's)", async () => {
    const store = createStore();
    await expect(enterLocale(store, undefined, "/login", ["en-US"])).resolves.toBe("zh-hans");
    store.set(localeAtom, "en");
    await expect(enterLocale(store, undefined, "/login", [])).resolves.toBe("en");
  });
});
