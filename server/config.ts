// The reference platform's one configuration: every environment variable it
// reads, checked with zod once at start (buildServer, server/main.ts) instead of `process.env`
// read across the modules. A bad value stops the start with a message naming the variable; an
// unset or empty one takes its default. Names and defaults are the README's ("Configuration").
import { z } from "zod";

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
    /** Dynamic requests (API, manifest, icons) per second per address; default 20, 10^5 under vitest. */
    PLAYFRONT_REQUESTS_PER_SEC: whole(undefined, 1),
    /** Slider-captcha puzzles per minute per address. */
    PLAYFRONT_CAPTCHAS_PER_MIN: whole(10, 1),
    PLAYFRONT_SERVER_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: "must have at least 32 characters",
    }),
    /** scrypt cost; a power of two. Default 2^14 (2^10 under vitest, to keep tests fast). */
    PLAYFRONT_SCRYPT_N: whole(undefined, 2).refine(
      (n) => n === undefined || (n & (n - 1)) === 0,
      "must be a power of two",
    ),
    PLAYFRONT_CDN_DOMAIN: text(""),
    PLAYFRONT_CHAT_REPLY_MS: whole(500, 0),
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
    VITEST: optionalText,
  })
  .transform((e) => ({
    ...e,
    PLAYFRONT_GUESTS_PER_MIN: e.PLAYFRONT_GUESTS_PER_MIN ?? e.PLAYFRONT_REGISTER_PER_MIN,
    PLAYFRONT_SCRYPT_N: e.PLAYFRONT_SCRYPT_N ?? (e.VITEST ? 1024 : 16384),
    // The unit tests send hundreds of calls from one address; the flood test sets the real value.
    PLAYFRONT_REQUESTS_PER_SEC:
      e.PLAYFRONT_REQUESTS_PER_SEC ?? (e.VITEST ? 100_000 : REQUESTS_PER_SEC),
  }));

export type ServerConfig = z.output<typeof envSchema>;

/** The configuration of an environment; throws one error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const r = envSchema.safeParse(env);
  if (r.success) return r.data;
  const lines = r.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid platform configuration (environment):\n${lines.join("\n")}`);
}

let current: ServerConfig | null = null;

/** The configuration, read from the environment at the first use or the last server start. */
export function serverConfig(): ServerConfig {
  return (current ??= loadConfig(process.env));
}

/** Reads the environment again: buildServer does at every start (a test's settings apply). */
export function reloadServerConfig(env: Record<string, string | undefined> = process.env) {
  current = loadConfig(env);
  return current;
}
