import type { PlatformModule } from "../../context.ts";

/** core module of the reference platform (routes, seed, services). */
export const coreModule: PlatformModule = () => {};
