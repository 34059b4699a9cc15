// The reference platform's one configuration: every environment variable it reads, checked with
// zod once per start (server/main.ts, or buildServer when it is given none) and handed to the
// modules in their context (server/context.ts), never read again. A bad value stops the start with
// a message naming the variable; an unset or empty one takes its default. The variables are
// documented once, in docs/deploy.md ("Configuration").
import { z } from "zod";
import type { PlatformConfig } from "./context.ts";
import { TENANT_SEEDS } from "./modules/core/seed-tenants.ts";

const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? fallback : v.trim()));

/** A whole number ≥ `min`; unset or empty → `fallback` (undefined: stays unset). */
function whole<F extends number | undefined>(fallback: F, min = 0) {
  return z
    .string()
    .optional()
    .transform((v, ctx): number | F => {
      if (v === undefined || v.trim() === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min) {
        ctx.addIssue({ code: "custom", message: `must be a whole number ≥ ${min}, not "${v}"` });
        return z.NEVER;
      }
      return n;
    });
}

/** A number > 0 (fractions allowed); unset or empty → `fallback`. */
const positive = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return fallback;
      const n = Number(v);
      if (!Number.isFinite(n) || n <= 0) {
        ctx.addIssue({ code: "custom", message: `must be a number > 0, not "${v}"` });
        return z.NEVER;
      }
      return n;
    });

/** An exact http(s) origin as a browser sends it in Origin: scheme, host and a port only. */
function isOrigin(entry: string): boolean {
  try {
    const url = new URL(entry);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.origin === entry &&
      !entry.includes("*")
    );
  } catch {
    return false;
  }
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/** The default per-address budget of dynamic requests a second (server/http/budget.ts). */
export const REQUESTS_PER_SEC = 20;

export const envSchema = z
  .object({
    PORT: whole(8080, 0),
    HOST: text("0.0.0.0"),
    PLAYFRONT_DATA_DIR: text(".data"),
    /** postgres://…: the platform's database on PostgreSQL; unset, SQLite in the data dir. */
    DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: "must be a postgres:// URL",
    }),
    PLAYFRONT_FRESH_DB: z
      .enum(["", "0", "1"])
      .optional()
      .transform((v) => v === "1"),
    PLAYFRONT_DIST: text("dist"),
    PLAYFRONT_TRUST_PROXY: text("loopback"),
    PLAYFRONT_ENCRYPTION_KEY: text("playfront-reference-key"),
    PLAYFRONT_ANALYTICS_ID: optionalText,
    PLAYFRONT_TOKEN_TTL_SEC: whole(3600, 1),
    PLAYFRONT_REFRESH_GRACE_SEC: whole(7 * 24 * 3600, 0),
    PLAYFRONT_SESSION_DAYS: positive(30),
    PLAYFRONT_DEPOSIT_DELAY_MS: whole(3000, 0),
    PLAYFRONT_WITHDRAWAL_DELAY_MS: whole(3000, 0),
    PLAYFRONT_REGISTER_PER_MIN: whole(30, 1),
    /** New chat guests per IP and minute; the registration limit when unset. */
    PLAYFRONT_GUESTS_PER_MIN: whole(undefined, 1),
    PLAYFRONT_EVENTS_PER_MIN: whole(60, 1),
    /** Dynamic requests (API, manifest, icons) per second per address. */
    PLAYFRONT_REQUESTS_PER_SEC: whole(REQUESTS_PER_SEC, 1),
    /** New game-search answers built a second, across every address (core/search-gate.ts). */
    PLAYFRONT_SEARCHES_PER_SEC: whole(100, 1),
    /** Slider-captcha puzzles per minute per address. */
    PLAYFRONT_CAPTCHAS_PER_MIN: whole(10, 1),
    PLAYFRONT_SERVER_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: "must have at least 32 characters",
    }),
    /** scrypt cost; a power of two. */
    PLAYFRONT_SCRYPT_N: whole(16384, 2).refine(
      (n) => (n & (n - 1)) === 0,
      "must be a power of two",
    ),
    PLAYFRONT_CDN_DOMAIN: text(""),
    PLAYFRONT_CHAT_REPLY_MS: whole(500, 0),
    /** Several processes on PostgreSQL: how often one of them looks for due work (orders, answers). */
    PLAYFRONT_SWEEP_MS: whole(5000, 10),
    PLAYFRONT_CHAT_ORIGINS: text(""),
    /** Origins (scheme://host[:port]) of an app on another origin than the API: server/http/cors.ts. */
    PLAYFRONT_CORS_ORIGINS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const list = (v ?? "")
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean);
        for (const entry of list) {
          if (!isOrigin(entry)) {
            ctx.addIssue({
              code: "custom",
              message: `"${entry}" is not an origin such as https://app.example.com (no wildcard, path or trailing slash)`,
            });
            return z.NEVER;
          }
        }
        return list;
      }),
    /** Raw: seedGameCount (modules/core/seed-games.ts) reads it (a count, or the default). */
    PLAYFRONT_SEED_GAMES: optionalText,
    PLAYFRONT_TLS_CERT: optionalText,
    PLAYFRONT_TLS_KEY: optionalText,
  })
  .transform((e) => ({
    ...e,
    PLAYFRONT_GUESTS_PER_MIN: e.PLAYFRONT_GUESTS_PER_MIN ?? e.PLAYFRONT_REGISTER_PER_MIN,
  }));

export type ServerConfig = z.output<typeof envSchema>;

/** The configuration of an environment; throws one error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const r = envSchema.safeParse(env);
  if (r.success) return r.data;
  const lines = r.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid platform configuration (environment):\n${lines.join("\n")}`);
}

/** The settings the modules read, from a start's configuration (server/context.ts). */
export function platformConfig(env: ServerConfig): PlatformConfig {
  return {
    encryptionKey: env.PLAYFRONT_ENCRYPTION_KEY,
    ...(env.PLAYFRONT_ANALYTICS_ID ? { analyticsId: env.PLAYFRONT_ANALYTICS_ID } : {}),
    accessTokenTtlSec: env.PLAYFRONT_TOKEN_TTL_SEC,
    refreshGraceSec: env.PLAYFRONT_REFRESH_GRACE_SEC,
    sessionLifetimeMs: env.PLAYFRONT_SESSION_DAYS * 24 * 3600_000,
    depositConfirmDelayMs: env.PLAYFRONT_DEPOSIT_DELAY_MS,
    withdrawalApproveDelayMs: env.PLAYFRONT_WITHDRAWAL_DELAY_MS,
    publicPort: env.PORT,
    requestsPerSec: env.PLAYFRONT_REQUESTS_PER_SEC,
    searchesPerSec: env.PLAYFRONT_SEARCHES_PER_SEC,
    registrationsPerMin: env.PLAYFRONT_REGISTER_PER_MIN,
    chatGuestsPerMin: env.PLAYFRONT_GUESTS_PER_MIN,
    eventsPerMin: env.PLAYFRONT_EVENTS_PER_MIN,
    captchasPerMin: env.PLAYFRONT_CAPTCHAS_PER_MIN,
    scryptN: env.PLAYFRONT_SCRYPT_N,
    ...(env.PLAYFRONT_SERVER_SECRET ? { serverSecret: env.PLAYFRONT_SERVER_SECRET } : {}),
    cdnDomain: env.PLAYFRONT_CDN_DOMAIN,
    chatReplyMs: env.PLAYFRONT_CHAT_REPLY_MS,
    sweepMs: env.PLAYFRONT_SWEEP_MS,
    chatOrigins: env.PLAYFRONT_CHAT_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    corsOrigins: env.PLAYFRONT_CORS_ORIGINS,
    seedGames: env.PLAYFRONT_SEED_GAMES,
    tenants: TENANT_SEEDS,
  };
}
