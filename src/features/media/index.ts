// Tenant images: the CDN host choice (docs/product.md §3 cdnDomain, §9 image ping) and <TenantImage>.
export {
  SAME_ORIGIN,
  cdnRelativePath,
  needsImageHost,
  parseCdnCandidates,
  resolveImageUrl,
} from "./image-url";
export {
  chooseImageHost,
  currentImageHost,
  peekImageHost,
  pingHost,
  resetImageHost,
} from "./image-host";
export { preloadTenantImage } from "./preload-image";
export {
  ImageHostProvider,
  SiteImageHost,
  useCdnDomain,
  useImageHost,
  useImageUrl,
} from "./use-image-host";
export { ImageState, TenantImage, type TenantImageProps } from "./tenant-image";
