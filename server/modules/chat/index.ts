import type { PlatformModule } from "../../context.ts";

/** chat module of the reference platform (routes, seed, services). */
export const chatModule: PlatformModule = () => {};
