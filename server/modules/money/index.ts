import type { PlatformModule } from "../../context.ts";

/** money module of the reference platform (routes, seed, services). */
export const moneyModule: PlatformModule = () => {};
