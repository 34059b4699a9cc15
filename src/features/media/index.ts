// Tenant images: the CDN host choice (docs/product.md §3 cdnDomain, §9 image ping) and <TenantImage>.
export { preloadTenantImage } from "./preload-image";
export { ImageHostProvider, SiteImageHost } from "./use-image-host";
export { TenantImage } from "./tenant-image";
