import { describe, expect, it } from "vitest";
import { applyBranding, readablePrimary, rootFontSize, safeColor, tintOf } from "./document-head";
import { ROOT_FONT_MAX_PX, ROOT_FONT_VIEWPORT_RATIO } from "../../lib/constants";
import { contrastRatio, parseHex, toHex, type Rgb } from "../../lib/contrast";

const contrastWithWhite = (hex: string) => contrastRatio(hex, "#fff")!;

/** An HSL colour (degrees, percent, percent) as hex. */
function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return toHex([f(0), f(8), f(4)] as Rgb);
}

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

  it("darkens until it also reads on its own tint, for every seeded tenant and a sweep of hues", () => {
    const brands = ["#1677ff", "#722ed1", "#d4380d", "#08979c", "#c9a227", "#c8102e"];
    const sweep = Array.from({ length: 36 }, (_, i) => hsl(i * 10, 90, 55));
    for (const brand of [...brands, ...sweep]) {
      const out = readablePrimary(brand);
      const tint = toHex(tintOf(parseHex(out)!));
      expect(contrastWithWhite(out), brand).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(out, tint), `${brand} on its tint`).toBeGreaterThanOrEqual(4.5);
    }
    // Lottery's brand colour reads on white but not on its tint: it is the case that failed.
    expect(contrastWithWhite("#d4380d")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#d4380d", toHex(tintOf(parseHex("#d4380d")!)))).toBeLessThan(4.5);
    expect(readablePrimary("#d4380d")).not.toBe("#d4380d");
  });

  it("expands 3-digit hex colours", () => {
    expect(contrastWithWhite(readablePrimary("#ff0"))).toBeGreaterThanOrEqual(4.5);
  });
});
