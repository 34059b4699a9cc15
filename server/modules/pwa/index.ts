import type { PlatformModule } from "../../context.ts";

/** PWA module: per-tenant web app manifest and icons. */
export const pwaModule: PlatformModule = () => {};
