// Responsible gaming: deposit limits (day / week / month; decreases at once, increases and removals
// after a cooling-off), reality-check interval, time-out and self-exclusion.
import { z } from "zod";
import type { Money } from "./envelope.ts";
import { reauthFields } from "./reauth.ts";
import { moneyInput } from "./wallet.ts";

export const LIMIT_PERIODS = ["day", "week", "month"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const TIMEOUT_DURATIONS = ["24h", "7d", "30d"] as const;
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;
/** Increases and removals of a deposit limit take effect after this cooling-off. */
export const LIMIT_COOLING_OFF_HOURS = 24;

/** Deposit limits and self-exclusion also carry a re-authentication (reauth.ts). */
export const setDepositLimitBody = z.object({
  period: z.enum(LIMIT_PERIODS),
  /** null removes the limit (after the cooling-off). */
  amount: moneyInput.nullable(),
  ...reauthFields,
});
export type SetDepositLimitBody = z.input<typeof setDepositLimitBody>;

export const setRealityCheckBody = z.object({
  minutes: z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m))),
});
export type SetRealityCheckBody = z.input<typeof setRealityCheckBody>;

export const setTimeOutBody = z.object({ duration: z.enum(TIMEOUT_DURATIONS) });
export type SetTimeOutBody = z.input<typeof setTimeOutBody>;

export const selfExcludeBody = z.object({
  months: z.union(SELF_EXCLUSION_MONTHS.map((m) => z.literal(m))),
  ...reauthFields,
});
export type SelfExcludeBody = z.input<typeof selfExcludeBody>;

export interface DepositLimitState {
  period: LimitPeriod;
  /** Current limit, null when none. */
  limit: Money | null;
  /** Deposited in the rolling window (pending and confirmed orders). */
  used: Money;
  remaining: Money | null;
  /** A requested increase or removal waiting for the cooling-off. */
  pending: { limit: Money | null; effectiveAt: string } | null;
}

export interface ResponsibleGamingState {
  limits: DepositLimitState[];
  realityCheckMinutes: number;
  timeoutUntil: string | null;
  selfExclusionUntil: string | null;
}

/**
 * GET /api/VipUser/GetSignIns — when the login session of the request started (its length is the
 * session time the app shows) and the sign-in before it (null for a first sign-in).
 */
export interface SignIns {
  sessionStartedAt: string;
  previousSignInAt: string | null;
}
