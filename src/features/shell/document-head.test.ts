import { describe, expect, it } from "vitest";
import { applyBranding, readablePrimary, rootFontSize, safeColor } from "./document-head";
import { ROOT_FONT_MAX_PX, ROOT_FONT_VIEWPORT_RATIO } from "../../lib/constants";
import { contrastRatio } from "../../lib/contrast";

const contrastWithWhite = (hex: string) => contrastRatio(hex, "#fff")!;

describe("branding", () => {
  it("accepts only plain colours into CSS variables", () => {
    expect(safeColor("#1677ff")).toBe("#1677ff");
    expect(safeColor("rgb(1, 2, 3)")).toBe("rgb(1, 2, 3)");
    expect(safeColor("red; background:url(x)")).toBeNull();
    expect(safeColor("")).toBeNull();
  });

  it("sets title, favicon, manifest and theme colour", () => {
    applyBranding({
      title: "Crown",
      faviconUrl: "/tenant/favicon.png",
      manifestUrl: "/manifest.webmanifest",
      color: "#b91c1c",
    });
    expect(document.title).toBe("Crown");
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute("href")).toBe(
      "/tenant/favicon.png",
    );
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(
      "/manifest.webmanifest",
    );
    expect(document.documentElement.style.getPropertyValue("--color-primary")).toBe("#b91c1c");
  });

  it("root font size is a tenth of the viewport width, capped at 54px", () => {
    expect(rootFontSize(375, ROOT_FONT_VIEWPORT_RATIO, ROOT_FONT_MAX_PX)).toBe(37.5);
    expect(rootFontSize(540, ROOT_FONT_VIEWPORT_RATIO, ROOT_FONT_MAX_PX)).toBe(54);
    expect(rootFontSize(1280, ROOT_FONT_VIEWPORT_RATIO, ROOT_FONT_MAX_PX)).toBe(54);
  });
});

describe("readablePrimary", () => {
  it("keeps a colour that already reaches 4.5:1 against white", () => {
    expect(readablePrimary("#b91c1c")).toBe("#b91c1c");
  });

  it("darkens a light brand colour until white text on it reaches 4.5:1", () => {
    const out = readablePrimary("#1677ff");
    expect(out).not.toBe("#1677ff");
    expect(contrastWithWhite(out)).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite("#1677ff")).toBeLessThan(4.5);
  });

  it("expands 3-digit hex colours", () => {
    expect(contrastWithWhite(readablePrimary("#ff0"))).toBeGreaterThanOrEqual(4.5);
  });
});
