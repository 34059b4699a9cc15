// What every server module receives: the database and the platform's settings.
import type { FastifyInstance } from "fastify";
import type { Db } from "./db/db.ts";

export interface PlatformConfig {
  /** AES key (crypto-js passphrase) for responses flagged `encrypted`; also in /runtime-config.json. */
  encryptionKey: string;
  /** The app's analytics measurement id, passed on in /runtime-config.json (none: errors come here). */
  analyticsId?: string;
  /** Access-token lifetime and the 402 refresh grace window after it, in seconds. */
  accessTokenTtlSec: number;
  refreshGraceSec: number;
  /** Delay before a pending deposit / withdrawal is confirmed by the platform, in ms. */
  depositConfirmDelayMs: number;
  withdrawalApproveDelayMs: number;
  /** Port the server listens on (for absolute URLs such as the websocket address). */
  publicPort: number;
  /** Dynamic requests a second per address (server/http/budget.ts). */
  requestsPerSec: number;
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
