// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi, resetApiHooks } from "../hooks";
import { ApiError, ApiErrorKind } from "../errors";
import { withDeviceCopy } from "./device-copy";
import { noteContentLanguage, otherContentLanguage } from "../other-language";
import type { Locale } from "../../lib/i18n";

function hooks(copy?: unknown, locale: Locale = "en") {
  const saveDeviceCopy = vi.fn();
  const readDeviceCopy = vi.fn(async () =>
    copy === undefined ? undefined : { value: copy, savedAt: 1, locale },
  );
  configureApi({ getLocale: () => "en", saveDeviceCopy, readDeviceCopy });
  return { saveDeviceCopy, readDeviceCopy };
}

const failure = (kind: ApiErrorKind) =>
  new ApiError({ kind, status: 0, message: "x", method: "GET", path: "/p" });

afterEach(() => {
  resetApiHooks();
  noteContentLanguage("site-config", null);
});

describe("withDeviceCopy", () => {
  it("saves every answer in the request's language", async () => {
    const h = hooks();
    await expect(withDeviceCopy("site-config", async () => ({ a: 1 }))).resolves.toEqual({ a: 1 });
    expect(h.saveDeviceCopy).toHaveBeenCalledWith("site-config", "en", { a: 1 });
  });

  it("answers from the copy (any language) when the call fails, offline or not", async () => {
    for (const kind of [ApiErrorKind.Network, ApiErrorKind.Timeout, ApiErrorKind.Http]) {
      const h = hooks({ saved: true });
      await expect(
        withDeviceCopy("site-config", () => Promise.reject(failure(kind))),
      ).resolves.toEqual({ saved: true });
      expect(h.readDeviceCopy).toHaveBeenCalledWith("site-config", "en", true);
    }
  });

  it("keeps the call's error without a copy, and never answers an aborted call", async () => {
    hooks();
    const err = failure(ApiErrorKind.Network);
    await expect(withDeviceCopy("site-config", () => Promise.reject(err))).rejects.toBe(err);
    const h = hooks({ saved: true });
    const aborted = failure(ApiErrorKind.Aborted);
    await expect(withDeviceCopy("site-config", () => Promise.reject(aborted))).rejects.toBe(
      aborted,
    );
    expect(h.readDeviceCopy).not.toHaveBeenCalled();
  });

  it("says when the copy is in another language, until an answer in the page's arrives", async () => {
    const offline = () => Promise.reject(failure(ApiErrorKind.Network));
    hooks({ saved: true }, "zh-hans");
    await withDeviceCopy("site-config", offline);
    expect(otherContentLanguage()).toBe("zh-hans");
    hooks({ saved: true }, "en");
    await withDeviceCopy("site-config", offline);
    expect(otherContentLanguage()).toBeNull();
    hooks({ saved: true }, "th");
    await withDeviceCopy("site-config", offline);
    expect(otherContentLanguage()).toBe("th");
    await withDeviceCopy("site-config", async () => ({ fresh: true }));
    expect(otherContentLanguage()).toBeNull();
  });
});
