// Idempotency-Key for money mutations (docs/product.md §10): the first result of a key is stored in the
// same transaction as the money movement, so a retry answers it again (same status and body) and
// never moves money twice; the same key with a different request is refused with 422.
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { ApiFailure, fail, say } from "../../http/envelope.ts";
import { InsufficientFunds } from "./ledger.ts";
import { prep } from "../../db/sql.ts";

const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** The request's Idempotency-Key header, or a 400 when it is missing or malformed. */
export function idempotencyKey(req: FastifyRequest): string {
  const raw = req.headers["idempotency-key"];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) {
    fail(400, say(req, "Idempotency-Key header is required"));
  }
  if (!KEY_PATTERN.test(key)) {
    fail(400, say(req, "Invalid Idempotency-Key header"));
  }
  return key;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function fingerprint(req: FastifyRequest, input: unknown): string {
  const path = req.url.split("?")[0] ?? "";
  return createHash("sha256")
    .update(`${req.method} ${path.toLowerCase()} ${canonical(input)}`)
    .digest("base64url");
}

/** Keys are remembered this long (a client retries within seconds or minutes). */
export const KEY_TTL_MS = 24 * 3_600_000;
const PRUNE_EVERY = 1000;
let writes = 0;

async function prune(ctx: PlatformContext): Promise<void> {
  if (++writes % PRUNE_EVERY !== 0) return;
  await prep(ctx.db, "DELETE FROM idempotency_keys WHERE created_at < ?").run(
    ctx.now() - KEY_TTL_MS,
  );
}

/** The member already used this key: a retry, answered from what was stored. */
export async function keySeen(ctx: PlatformContext, userId: number, key: string): Promise<boolean> {
  return (
    (await prep(ctx.db, "SELECT 1 FROM idempotency_keys WHERE user_id = ? AND key = ?").get(
      userId,
      key,
    )) !== undefined
  );
}

interface Stored {
  fingerprint: string;
  status: number;
  response: string;
}

/**
 * Runs a money mutation once per (member, key). `run` returns the envelope to answer;
 * an ApiFailure it throws rolls its changes back and is stored as the key's result too.
 */
export async function idempotent(
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: PlatformContext,
  userId: number,
  key: string,
  input: unknown,
  run: () => Promise<unknown>,
): Promise<unknown> {
  const { db } = ctx;
  const fp = fingerprint(req, input);
  const find = prep<[number, string], Stored>(
    db,
    "SELECT fingerprint, status, response FROM idempotency_keys WHERE user_id = ? AND key = ?",
  );
  // The first answer is stored in the movement's transaction: a second request with the key at
  // the same moment fails on the key's unique index and is answered from the first.
  const store = prep(
    db,
    "INSERT INTO idempotency_keys (user_id, key, fingerprint, status, response, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const storeRefusal = prep(
    db,
    "INSERT INTO idempotency_keys (user_id, key, fingerprint, status, response, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const replay = (s: Stored) => {
    if (s.fingerprint !== fp) {
      fail(
        422,
        say(req, "This Idempotency-Key was already used for a different request"),
        "idempotency key reused",
      );
    }
    reply.header("idempotent-replayed", "true");
    return reply.code(s.status).type("application/json").send(s.response);
  };

  let outcome: { stored: Stored } | { body: unknown };
  try {
    outcome = await db.tx(async (): Promise<{ stored: Stored } | { body: unknown }> => {
      const prior = await find.get(userId, key);
      if (prior) return { stored: prior };
      const body = await run();
      await store.run(userId, key, fp, 200, JSON.stringify(body), ctx.now());
      await prune(ctx);
      return { body };
    });
  } catch (caught) {
    // The refusal rolled the movement back; remember it so a retry answers the same.
    const err =
      caught instanceof InsufficientFunds
        ? new ApiFailure(422, say(req, "Insufficient balance"), caught.error)
        : caught;
    if (err instanceof ApiFailure) {
      const body = { ok: false, result: null, error: err.error, message: err.message };
      await storeRefusal.run(userId, key, fp, err.status, JSON.stringify(body), ctx.now());
    }
    throw err;
  }
  return "stored" in outcome ? replay(outcome.stored) : outcome.body;
}
