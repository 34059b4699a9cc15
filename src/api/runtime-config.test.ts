import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  loadRuntimeConfig,
  parseRuntimeConfig,
  resetRuntimeConfig,
  runtimeConfigNow,
} from "./runtime-config";
import reference from "../../public/runtime-config.json";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  localStorage.clear();
  resetRuntimeConfig();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetRuntimeConfig();
});

describe("parseRuntimeConfig", () => {
  it("accepts the shipped reference file", () => {
    expect(parseRuntimeConfig(reference)).toEqual({
      apiBase: "",
      encryptionKey: "playfront-reference-key",
    });
  });

  it("normalises apiBase to an origin and keeps an analytics id", () => {
    expect(
      parseRuntimeConfig({
        apiBase: "https://api.example.com/",
        encryptionKey: "k",
        analyticsId: "G-1",
      }),
    ).toEqual({ apiBase: "https://api.example.com", encryptionKey: "k", analyticsId: "G-1" });
  });

  it("keeps a captcha script on this origin or over https, and refuses any other", () => {
    const base = { apiBase: "", encryptionKey: "k" };
    expect(parseRuntimeConfig({ ...base, captchaScriptUrl: "/vendor/captcha.js" })).toEqual({
      ...base,
      captchaScriptUrl: "/vendor/captcha.js",
    });
    expect(
      parseRuntimeConfig({ ...base, captchaScriptUrl: "https://captcha.example.com/sdk.js" })
        ?.captchaScriptUrl,
    ).toBe("https://captcha.example.com/sdk.js");
    for (const bad of [
      "http://captcha.example.com/sdk.js",
      "//evil.example/x.js",
      "javascript:1",
      7,
    ])
      expect(parseRuntimeConfig({ ...base, captchaScriptUrl: bad }), String(bad)).toBeNull();
  });

  it("refuses malformed files", () => {
    expect(parseRuntimeConfig(null)).toBeNull();
    expect(parseRuntimeConfig({ apiBase: "" })).toBeNull();
    expect(parseRuntimeConfig({ apiBase: "not a url", encryptionKey: "k" })).toBeNull();
    expect(parseRuntimeConfig({ apiBase: "javascript:alert(1)", encryptionKey: "k" })).toBeNull();
  });
});

describe("loadRuntimeConfig", () => {
  it("fetches /runtime-config.json once and shares the result", async () => {
    const fetchMock = vi.fn(async () => json({ apiBase: "", encryptionKey: "k1" }));
    vi.stubGlobal("fetch", fetchMock);
    const [a, b] = await Promise.all([loadRuntimeConfig(), loadRuntimeConfig()]);
    await loadRuntimeConfig();
    expect(a).toEqual({ apiBase: "", encryptionKey: "k1" });
    expect(b).toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      "/runtime-config.json",
      expect.objectContaining({ cache: "no-cache" }),
    ]);
    expect(runtimeConfigNow()).toBe(a);
  });

  it("uses the last good copy when the file cannot be loaded (offline)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ apiBase: "https://a.example", encryptionKey: "k2" })),
    );
    await loadRuntimeConfig();
    resetRuntimeConfig();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    await expect(loadRuntimeConfig()).resolves.toEqual({
      apiBase: "https://a.example",
      encryptionKey: "k2",
    });
  });

  it("falls back to same-origin defaults when nothing was ever loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({}, 404)),
    );
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBase: "", encryptionKey: "" });
  });
});
