import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  cdnSources,
  SECURITY_HEADERS,
  STATIC_HOST_CSP,
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
} from "./security.ts";

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

describe("static-host headers (deploy/) match the platform's", () => {
  const headersFile = readFileSync("deploy/_headers", "utf8");
  const nginx = readFileSync("deploy/security-headers.conf", "utf8");
  /** "Name: value" from _headers, `add_header Name "value"` from nginx. */
  const fromHeaders = (name: string) =>
    new RegExp(`^\\s+${name}: (.+)$`, "mi").exec(headersFile)?.[1]?.trim();
  const fromNginx = (name: string) =>
    new RegExp(`^add_header ${name} "([^"]+)"`, "mi").exec(nginx)?.[1];
  const directives = (csp: string | undefined) =>
    (csp ?? "")
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .sort();

  it("has the platform's CSP, for https only: no plain ws:, insecure requests upgraded", () => {
    const expected = directives(STATIC_HOST_CSP);
    expect(expected).toContain("upgrade-insecure-requests");
    expect(expected).toEqual(expect.arrayContaining(directives(contentSecurityPolicy(""))));
    expect(directives(fromHeaders("Content-Security-Policy"))).toEqual(expected);
    expect(directives(fromNginx("Content-Security-Policy"))).toEqual(expected);
  });

  it("has every other security header with the same value", () => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(fromHeaders(name), name).toBe(value);
      expect(fromNginx(name), name).toBe(value);
    }
  });

  it("has the platform's HSTS (nginx's is commented out until every subdomain is https)", () => {
    expect(fromHeaders("Strict-Transport-Security")).toBe(STRICT_TRANSPORT_SECURITY);
    const nginxHsts = /^# add_header Strict-Transport-Security "([^"]+)"/m.exec(nginx)?.[1];
    expect(nginxHsts?.startsWith(STRICT_TRANSPORT_SECURITY)).toBe(true);
  });
});
