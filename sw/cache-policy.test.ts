// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  isApiCall,
  isNavigationFallbackAllowed,
  isRuntimeImage,
  isShellMetadata,
} from "./cache-policy.ts";

const origin = "https://classic.example";
const u = (path: string) => new URL(path, origin);

describe("navigation fallback", () => {
  it("answers app routes with the shell", () => {
    for (const p of ["/", "/en/login", "/game-slot/slot", "/messageChat/12", "/member/deposit"]) {
      expect(isNavigationFallbackAllowed(p), p).toBe(true);
    }
  });
  it("never answers API, demo game, health, manifest or service desk paths", () => {
    for (const p of [
      "/api/v3/common/site-config",
      "/demo-game/slot",
      "/demo-game",
      "/healthz",
      "/manifest.webmanifest",
      "/icons/icon-192.png",
      "/runtime-config.json",
      "/desk",
      "/desk/",
    ]) {
      expect(isNavigationFallbackAllowed(p), p).toBe(false);
    }
  });
});

describe("runtime caching", () => {
  it("caches images from the app and from CDN hosts", () => {
    expect(isRuntimeImage(u("/assets/logo-abc.png"), "image", origin)).toBe(true);
    expect(isRuntimeImage(u("/tenant/elec/banner.webp"), "", origin)).toBe(true);
    expect(isRuntimeImage(new URL("https://cdn.example/game/1.jpg"), "image", origin)).toBe(true);
  });
  it("never caches API calls, even image-looking ones", () => {
    expect(isApiCall(u("/api/VipUser/RefreshBalance"), origin)).toBe(true);
    expect(isRuntimeImage(u("/api/VipUser/GenerateQrUri.png"), "image", origin)).toBe(false);
    expect(isRuntimeImage(u("/api/Activity/GetGameList"), "", origin)).toBe(false);
  });
  it("never caches the image-host ping, which must measure the network", () => {
    expect(isRuntimeImage(u("/assets/ping.gif?t=1"), "image", origin)).toBe(false);
    expect(
      isRuntimeImage(new URL("https://cdn.example/assets/ping.gif?t=2"), "image", origin),
    ).toBe(false);
  });
  it("does not cache cross-origin non-images", () => {
    expect(isRuntimeImage(new URL("https://cdn.example/app.js"), "script", origin)).toBe(false);
  });
  it("keeps the runtime config and manifest for offline starts", () => {
    expect(isShellMetadata(u("/runtime-config.json"), origin)).toBe(true);
    expect(isShellMetadata(u("/manifest.webmanifest"), origin)).toBe(true);
    expect(isShellMetadata(new URL("https://x.example/runtime-config.json"), origin)).toBe(false);
    expect(isShellMetadata(u("/api/v3/common/site-config"), origin)).toBe(false);
  });
});
