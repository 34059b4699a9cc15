// Tenant images: the CDN host choice (spec §3 cdnDomain, §9 image ping) and <TenantImage>.
export {
  PING_PATH,
  SAME_ORIGIN,
  cdnRelativePath,
  chooseImageHost,
  currentImageHost,
  needsImageHost,
  parseCdnCandidates,
  peekImageHost,
  pingHost,
  resetImageHost,
  resolveImageUrl,
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
