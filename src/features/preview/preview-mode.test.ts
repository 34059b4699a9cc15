import { describe, expect, it } from "vitest";
import { isPreviewMode, parsePreview } from "./preview-mode";

describe("parsePreview", () => {
  it("reads every preview parameter", () => {
    const p = parsePreview(
      "?previewonly=1&theme=blue-white&isApp=true&layoutConfig=" +
        encodeURIComponent(JSON.stringify({ style: "tq", tabs: 4 })),
    );
    expect(p).toEqual({
      previewOnly: true,
      theme: "blue-white",
      layoutConfig: { style: "tq", tabs: 4 },
      isApp: true,
    });
  });

  it("is off with no query and ignores malformed values", () => {
    expect(parsePreview("")).toEqual({
      previewOnly: false,
      theme: null,
      layoutConfig: null,
      isApp: false,
    });
    const p = parsePreview("?previewonly=0&theme=<script>&layoutConfig=[1]");
    expect(p.previewOnly).toBe(false);
    expect(p.theme).toBeNull();
    expect(p.layoutConfig).toBeNull();
  });

  it("accepts a bare layout family name", () => {
    expect(parsePreview("?layoutConfig=lottery").layoutConfig).toEqual({ style: "lottery" });
  });

  it("follows the current URL", () => {
    window.history.replaceState(null, "", "/?previewonly");
    expect(isPreviewMode()).toBe(true);
    window.history.replaceState(null, "", "/");
    expect(isPreviewMode()).toBe(false);
  });
});
