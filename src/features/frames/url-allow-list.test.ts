// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allowedFrameHosts, checkFrameUrl } from "./url-allow-list";

const origin = "http://classic.localhost:8080";
const allowedHosts = ["games.example.com", "*.provider.test"];
const check = (raw: string | null) => checkFrameUrl(raw, { origin, allowedHosts });

describe("checkFrameUrl", () => {
  it("accepts https URLs on an allowed host", () => {
    expect(check("https://games.example.com/play?id=1")).toEqual({
      ok: true,
      url: "https://games.example.com/play?id=1",
    });
  });

  it("accepts subdomains of a wildcard entry but not the bare parent", () => {
    expect(check("https://a.provider.test/x").ok).toBe(true);
    expect(check("https://provider.test/x")).toEqual({ ok: false, reason: "host" });
  });

  it("accepts same-origin pages, relative or absolute, even over http", () => {
    expect(check("/demo-game/slot?t=1")).toEqual({
      ok: true,
      url: "http://classic.localhost:8080/demo-game/slot?t=1",
    });
    expect(check("http://classic.localhost:8080/x").ok).toBe(true);
  });

  it("refuses http on an allowed host", () => {
    expect(check("http://games.example.com/")).toEqual({ ok: false, reason: "protocol" });
  });

  it("refuses hosts not on the list, including look-alikes", () => {
    expect(check("https://evil.example.org/")).toEqual({ ok: false, reason: "host" });
    expect(check("https://games.example.com.evil.org/")).toEqual({ ok: false, reason: "host" });
    expect(check("https://evilgames.example.com/")).toEqual({ ok: false, reason: "host" });
  });

  it("refuses script, data and blob URLs", () => {
    expect(check("javascript:alert(1)")).toEqual({ ok: false, reason: "protocol" });
    expect(check("data:text/html,<b>x</b>")).toEqual({ ok: false, reason: "protocol" });
    expect(check("blob:https://games.example.com/uuid").ok).toBe(false);
  });

  it("refuses URLs with credentials, empty and unparsable values", () => {
    expect(check("https://u:p@games.example.com/")).toEqual({ ok: false, reason: "credentials" });
    expect(check("")).toEqual({ ok: false, reason: "empty" });
    expect(check(null)).toEqual({ ok: false, reason: "empty" });
    expect(check("https://[bad")).toEqual({ ok: false, reason: "invalid" });
  });

  it("never accepts a cross-origin URL whose host is not allowed (property)", () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ["https", "http"] }), (raw) => {
        const res = check(raw);
        if (res.ok) {
          const u = new URL(res.url);
          const same = u.origin === origin;
          const listed =
            u.protocol === "https:" &&
            (u.hostname === "games.example.com" || u.hostname.endsWith(".provider.test"));
          expect(same || listed).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  }, 20_000);
});

describe("allowedFrameHosts", () => {
  it("derives hosts from cdnDomain and the service URLs when the config has no list", () => {
    expect(
      allowedFrameHosts({
        cdnDomain: "cdn.tenant.test",
        serviceUrl: "https://chat.tenant.test/s?x=1",
        serviceBackupUrl: "",
      }).sort(),
    ).toEqual(["cdn.tenant.test", "chat.tenant.test"]);
  });

  it("adds the config's own frameHosts list", () => {
    expect(allowedFrameHosts({ frameHosts: ["A.test"], cdnDomain: null })).toEqual(["a.test"]);
  });

  it("answers the constant list for a missing config", () => {
    expect(allowedFrameHosts(null)).toEqual([]);
  });
});
