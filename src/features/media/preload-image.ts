import { preload } from "react-dom";
import { peekImageHost } from "./image-host";
import { needsImageHost, resolveImageUrl } from "./image-url";

/**
 * Asks for a tenant image ahead of the screen that shows it (a page's largest paint), with high
 * priority. Returns false, asking for nothing, while the image host is still being chosen: the
 * image waits for the host anyway.
 */
export function preloadTenantImage(src: string, cdnDomain: string | null | undefined): boolean {
  const host = needsImageHost(src, cdnDomain) ? peekImageHost(cdnDomain) : "";
  if (host === undefined) return false;
  preload(resolveImageUrl(src, host, cdnDomain), { as: "image", fetchPriority: "high" });
  return true;
}
