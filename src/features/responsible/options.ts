// The choices the platform accepts (mirrors src/api/contract/responsible.ts, which carries zod and
// so may not be imported as values by the app).
import type { TimeoutDuration } from "../../api/contract/responsible";

export const TIMEOUT_DURATIONS: readonly TimeoutDuration[] = ["24h", "7d", "30d"];
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;
