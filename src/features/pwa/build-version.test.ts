// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BUILD_VERSION, chunkHash } from "./build-version";

describe("build version", () => {
  it("is the content hash in the app chunk's name, never a time", () => {
    expect(chunkHash("https://a.example/assets/index-o7KkgCUr.js")).toBe("o7KkgCUr");
    expect(chunkHash("https://a.example/assets/_-_locale_-CA7UnGZB.js?x=1")).toBe("CA7UnGZB");
    expect(chunkHash("file:///work/src/features/pwa/build-version.ts")).toBeNull();
    // Tests run the source module: no hash, no label.
    expect(BUILD_VERSION).toBe("dev");
  });
});
