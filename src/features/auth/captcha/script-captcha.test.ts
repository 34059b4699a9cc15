import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCaptchaService, type CaptchaService } from "./script-captcha";

afterEach(() => {
  delete window.PlayfrontCaptcha;
  document.head.innerHTML = "";
});

/** jsdom does not run scripts: play the stand-in script by hand when the tag is added. */
function serveStandIn(service: CaptchaService | null, fail = false) {
  const append = vi.spyOn(document.head, "appendChild");
  append.mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    queueMicrotask(() => {
      if (fail) return script.onerror?.(new Event("error"));
      if (service) window.PlayfrontCaptcha = service;
      script.onload?.(new Event("load"));
    });
    return node;
  });
  return append;
}

describe("loadCaptchaService", () => {
  it("adds the script once and resolves with the service it installs", async () => {
    const widget = { reset: vi.fn(), destroy: vi.fn() };
    const service: CaptchaService = {
      render: vi.fn((_el, opts) => {
        opts.onSuccess("tok-1");
        return widget;
      }),
    };
    const append = serveStandIn(service);
    const [a, b] = await Promise.all([loadCaptchaService("/s1.js"), loadCaptchaService("/s1.js")]);
    expect(a).toBe(service);
    expect(b).toBe(service);
    expect(append).toHaveBeenCalledTimes(1);
    expect((append.mock.calls[0]![0] as HTMLScriptElement).src).toContain("/s1.js");
    const onSuccess = vi.fn();
    a.render(document.createElement("div"), { lang: "en", onSuccess });
    expect(onSuccess).toHaveBeenCalledWith("tok-1");
    append.mockRestore();
  });

  it("rejects when the script installs nothing or fails to load, and may retry", async () => {
    let append = serveStandIn(null);
    await expect(loadCaptchaService("/s2.js")).rejects.toThrow("without a service");
    append.mockRestore();
    append = serveStandIn(null, true);
    await expect(loadCaptchaService("/s3.js")).rejects.toThrow("failed to load");
    append.mockRestore();
    const service: CaptchaService = { render: vi.fn() };
    append = serveStandIn(service);
    await expect(loadCaptchaService("/s3.js")).resolves.toBe(service);
    append.mockRestore();
  });
});
