// Writes a default manifest and icons for hosts without the platform in front (plain static
// hosting, docs/product.md §10): `node server/modules/pwa/static-files.ts public/pwa`. The files live
// under /pwa/ — the platform serves the per-tenant /manifest.webmanifest and /icons/* itself, and
// deploy/nginx.conf and deploy/_redirects map those paths to /pwa/ when no platform is there.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ICON_FILES, renderIcon, type IconFile } from "./icons.ts";
import { buildManifest, type TenantBrand } from "./manifest.ts";

export const DEFAULT_BRAND: TenantBrand = {
  key: "classic",
  name: "Playfront",
  nameEn: "Playfront",
  mobileColor: "#1677ff",
};

export function writeStaticPwaFiles(dir: string, brand: TenantBrand = DEFAULT_BRAND): string[] {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const file of Object.keys(ICON_FILES) as IconFile[]) {
    writeFileSync(join(dir, file), renderIcon(file, brand.mobileColor));
    written.push(file);
  }
  const manifest = buildManifest(brand, "zh-hans", "/pwa/");
  writeFileSync(join(dir, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
  written.push("manifest.webmanifest");
  return written;
}

if (import.meta.main) {
  const dir = process.argv[2] ?? "public/pwa";
  console.log(`wrote ${writeStaticPwaFiles(dir).join(", ")} to ${dir}`);
}
