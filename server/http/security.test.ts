import { describe, expect, it } from "vitest";
import { cdnSources, contentSecurityPolicy } from "./security.ts";

describe("CSP sources of cdnDomain", () => {
  it("accepts empty, one host, URLs and comma-separated lists", () => {
    expect(cdnSources("")).toBe("");
    expect(cdnSources("cdn.example.com")).toBe("cdn.example.com");
    expect(cdnSources("https://cdn.example.com/prefix/, //img.example.com")).toBe(
      "https://cdn.example.com img.example.com",
    );
    expect(cdnSources("http://localhost:9000,cdn.example.com,cdn.example.com")).toBe(
      "http://localhost:9000 cdn.example.com",
    );
  });

  it("drops entries that are not http(s) hosts or would break the policy", () => {
    expect(cdnSources("javascript:alert(1), ftp://x.example, 'unsafe-inline'; script-src *")).toBe(
      "",
    );
  });

  it("puts the CDN sources in img-src and connect-src only", () => {
    const csp = contentSecurityPolicy("cdn.example.com");
    expect(csp).toMatch(/img-src [^;]*cdn\.example\.com/);
    expect(csp).toMatch(/connect-src [^;]*cdn\.example\.com/);
    expect(csp).toMatch(/script-src 'self';/);
  });
});
