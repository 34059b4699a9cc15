import { describe, expect, it } from "vitest";
import { acceptsEncoding } from "./encoding.ts";

describe("acceptsEncoding", () => {
  it("reads a browser's list, qualities and the wildcard", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsEncoding("gzip, deflate", "br")).toBe(false);
    expect(acceptsEncoding("br;q=0, gzip", "br")).toBe(false);
    expect(acceptsEncoding("BR;Q=0.5", "br")).toBe(true);
    expect(acceptsEncoding("*", "gzip")).toBe(true);
    expect(acceptsEncoding("*, gzip;q=0", "gzip")).toBe(false);
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
    expect(acceptsEncoding(["gzip", "br"], "br")).toBe(true);
  });
});
