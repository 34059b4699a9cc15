import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pngSize } from "./png.ts";
import { writeStaticPwaFiles } from "./static-files.ts";

describe("static-host manifest and icons (public/pwa)", () => {
  it("are what the generator writes, so they never drift from the platform's manifest", () => {
    const dir = mkdtempSync(join(tmpdir(), "pwa-static-"));
    try {
      const files = writeStaticPwaFiles(dir);
      expect(files).toContain("manifest.webmanifest");
      for (const f of files) {
        expect(readFileSync(join("public/pwa", f)).equals(readFileSync(join(dir, f))), f).toBe(
          true,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("point every icon at a file of the declared size under /pwa/", () => {
    const m = JSON.parse(readFileSync("public/pwa/manifest.webmanifest", "utf8")) as {
      icons: { src: string; sizes: string }[];
    };
    for (const icon of m.icons) {
      expect(icon.src.startsWith("/pwa/")).toBe(true);
      const size = pngSize(readFileSync(join("public", icon.src)));
      expect(`${size?.width}x${size?.height}`).toBe(icon.sizes);
    }
  });
});
