// What every server module receives: the database and the platform's settings (read from the
// environment once per start: server/config.ts).
import type { FastifyInstance } from "fastify";
import type { Db } from "./db/db.ts";
import type { TenantSeed } from "./modules/core/seed-tenants.ts";

export interface PlatformConfig {
  /** AES key (crypto-js passphrase) for responses flagged `encrypted`; also in /runtime-config.json. */
  encryptionKey: string;
  /** The app's analytics measurement id, passed on in /runtime-config.json (none: errors come here). */
  analyticsId?: string;
  /** Access-token lifetime and the 402 refresh grace window after it, in seconds. */
  accessTokenTtlSec: number;
  refreshGraceSec: number;
  /** A session's absolute lifetime from its login: refresh never extends a token past it. */
  sessionLifetimeMs: number;
  /** Delay before a pending deposit / withdrawal is confirmed by the platform, in ms. */
  depositConfirmDelayMs: number;
  withdrawalApproveDelayMs: number;
  /** Port the server listens on (for absolute URLs such as the websocket address). */
  publicPort: number;
  /** Dynamic requests a second per address (server/http/budget.ts). */
  requestsPerSec: number;
  /** New game-search answers built a second, across every address (core/search-gate.ts). */
  searchesPerSec: number;
  /** Caps per address and minute: registrations, new chat guests, analytics events, captchas. */
  registrationsPerMin: number;
  chatGuestsPerMin: number;
  eventsPerMin: number;
  captchasPerMin: number;
  /** scrypt cost of new password hashes (each hash keeps its own). */
  scryptN: number;
  /** The server-only secret; without it one is generated and kept in the database. */
  serverSecret?: string;
  /** The tenants' `cdnDomain`: empty (same origin), one host or a comma-separated list. */
  cdnDomain: string;
  /** How long the chat agent "types" before answering, in ms. */
  chatReplyMs: number;
  /**
   * On PostgreSQL, how often each process tries the round of due work that another process may
   * have left (its timers are in that process only); one process does each round (periodic.ts).
   */
  sweepMs: number;
  /** Origins besides the page's own that may open the chat websocket. */
  chatOrigins: string[];
  /** Origins of an app on another origin than the API (server/http/cors.ts). */
  corsOrigins: string[];
  /** PLAYFRONT_SEED_GAMES as given: the first start's catalogue size (seed-games.ts). */
  seedGames?: string;
  /** The tenants a new database is seeded with, whose artwork the platform draws (seed-tenants.ts). */
  tenants: readonly TenantSeed[];
}

export interface PlatformContext {
  db: Db;
  config: PlatformConfig;
  /** Injectable clock (ms since epoch) so tests can move time. */
  now: () => number;
}

/** A server module registers its routes; app.ts calls each once. */
export type PlatformModule = (app: FastifyInstance, ctx: PlatformContext) => Promise<void> | void;

declare module "fastify" {
  interface FastifyInstance {
    platform: PlatformContext;
  }
}
