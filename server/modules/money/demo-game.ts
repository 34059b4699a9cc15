// The demo game page every GetGameUrlV2 link opens: /demo-game/<plateType>?t=<ticket>. The page
// (static HTML + external JS/CSS: the CSP forbids inline script) exchanges its one-time ticket for
// a session, then plays rounds that debit and credit that plate's wallet and write game records.
import { found } from "../../db/db.ts";
import { randomBytes, randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import {
  GAME_PLATE_TYPES,
  moneyInput,
  type GamePlateType,
} from "../../../src/api/contract/wallet.ts";
import { toCents, toMoney } from "./cents.ts";
import { amountFor } from "./amount.ts";
import { parse } from "./http.ts";
import { idempotencyKey, idempotent } from "./idempotency.ts";
import { EXTERNAL, balanceOf, post } from "./ledger.ts";
import { onPasswordChanged, sessionAlive } from "../core/auth.ts";
import { blockOf } from "./responsible.ts";
import { bonusInPlay, countStake, holdingsOf, maxStakeOf } from "./bonus-wagering.ts";
import { prep, prepPluck } from "../../db/sql.ts";

const DIR = join(dirname(fileURLToPath(import.meta.url)), "demo-game");
const asset = (name: string) => readFileSync(join(DIR, name), "utf8");
export const SESSION_TTL_MS = 2 * 3_600_000;
export const MIN_BET = 100;
export const MAX_BET = 100_000;

/**
 * Win multipliers in tenths with their weights (per 1000): the return to player is 96% before the
 * win's rounding down to the cent (docs/bonus-rules.md computes the bonus terms from it).
 */
export const PAYTABLE: readonly (readonly [number, number])[] = [
  [0, 585],
  [5, 120],
  [10, 100],
  [20, 100],
  [50, 70],
  [100, 25],
];

/** The multiplier (in tenths) of draw `r` in [0, 1000). */
export function multiplierAt(draw: number): number {
  let r = draw;
  for (const [mult, weight] of PAYTABLE) {
    if (r < weight) return mult;
    r -= weight;
  }
  return 0;
}

const spin = () => multiplierAt(randomInt(1000));

interface Session {
  ticket: string;
  user_id: number;
  plate_type: GamePlateType;
  game_id: string;
  game_name: string;
  opened_at: number | null;
  expires_at: number;
  login_session: string | null;
}

const openBody = z.object({ ticket: z.string().min(10).max(100) });
const roundBody = z.object({ session: z.string().min(10).max(100), bet: moneyInput });
const stateBody = z.object({ session: z.string().min(10).max(100) });

async function sessionOf(
  req: FastifyRequest,
  ctx: PlatformContext,
  session: string,
): Promise<Session> {
  const row = await prep<[string], Session>(
    ctx.db,
    "SELECT * FROM game_sessions WHERE session = ?",
  ).get(session);
  const now = ctx.now();
  if (
    !row ||
    (row.opened_at ?? 0) + SESSION_TTL_MS < now ||
    // The member logged out, changed the password, or the login's lifetime ran out.
    !row.login_session ||
    !(await sessionAlive(ctx, row.login_session, now))
  ) {
    fail(403, say(req, "This game session has ended, open the game again"));
  }
  const block = await blockOf(ctx, row.user_id);
  if (block) fail(403, say(req, "Play is paused on this account"), block.kind);
  return row;
}

export function demoGameRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const page = asset("index.html");
  app.get<{ Params: { plateType: string } }>("/demo-game/:plateType", async (req, reply) => {
    if (!(GAME_PLATE_TYPES as readonly string[]).includes(req.params.plateType)) {
      return fail(404, say(req, "Game not found"));
    }
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);
  });
  for (const [file, type] of [
    ["game.js", "text/javascript; charset=utf-8"],
    ["game.css", "text/css; charset=utf-8"],
  ] as const) {
    const body = asset(file);
    app.get(`/demo-game/assets/${file}`, async (_req, reply) =>
      reply.type(type).header("cache-control", "no-cache").send(body),
    );
  }

  onPasswordChanged(ctx.db, async (userId) => {
    await prep(ctx.db, "UPDATE game_sessions SET login_session = NULL WHERE user_id = ?").run(
      userId,
    );
  });

  // CORS answers only the game's sandboxed frame and this host (server/http/cors.ts).
  app.post("/demo-game/api/open", async (req, reply) => {
    reply.header("cache-control", "no-store");
    const { ticket } = parse(req, openBody, req.body);
    const now = ctx.now();
    const session = randomBytes(24).toString("base64url");
    const opened = (
      await prep(
        ctx.db,
        "UPDATE game_sessions SET session = ?, opened_at = ? WHERE ticket = ? AND opened_at IS NULL AND expires_at > ?",
      ).run(session, now, ticket, now)
    ).changes;
    if (opened !== 1) {
      fail(403, say(req, "This game link was used or has expired, open the game again"));
    }
    const row = await sessionOf(req, ctx, session);
    return ok({
      session,
      plateType: row.plate_type,
      gameName: row.game_name,
      balance: toMoney(await balanceOf(ctx, row.user_id, row.plate_type)),
      minBet: toMoney(MIN_BET),
      maxBet: toMoney(Math.min(MAX_BET, (await maxStakeOf(ctx, row.user_id)) ?? MAX_BET)),
    });
  });

  app.post("/demo-game/api/state", async (req, reply) => {
    reply.header("cache-control", "no-store");
    const body = parse(req, stateBody, req.body);
    const row = await sessionOf(req, ctx, body.session);
    return ok({ balance: toMoney(await balanceOf(ctx, row.user_id, row.plate_type)) });
  });

  app.post("/demo-game/api/round", async (req, reply) => {
    reply.header("cache-control", "no-store");
    const key = idempotencyKey(req);
    const body = parse(req, roundBody, req.body);
    const row = await sessionOf(req, ctx, body.session);
    const bet = toCents(body.bet);
    if (bet < MIN_BET || bet > MAX_BET) {
      fail(
        422,
        say(req, "Bets are from {min} to {max}", {
          min: amountFor(req, MIN_BET),
          max: amountFor(req, MAX_BET),
        }),
      );
    }
    const input = { session: body.session, bet };
    return await idempotent(req, reply, ctx, row.user_id, key, input, async () => {
      // The bonus's maximum stake and its wagering are decided with the round, in its transaction.
      const bonus = await bonusInPlay(ctx, row.user_id);
      if (bonus && bet > bonus.max_stake) {
        fail(
          422,
          say(req, "While your bonus is in play, bets are at most {max}", {
            max: amountFor(req, bonus.max_stake),
          }),
          "bonus max stake",
        );
      }
      const held = bonus ? await holdingsOf(ctx, row.user_id) : 0;
      const mult = spin();
      const win = Math.floor((bet * mult) / 10);
      const now = ctx.now();
      const roundId = found(
        await prepPluck<unknown[], number>(
          ctx.db,
          `INSERT INTO game_records (user_id, plate_type, game_id, game_name, bet, win, valid_bet, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        ).get(row.user_id, row.plate_type, row.game_id, row.game_name, bet, win, bet, now),
      );
      // Bet first, then the win: the balance must cover the bet on its own.
      await post(ctx.db, {
        userId: row.user_id,
        kind: "game",
        amount: bet,
        from: row.plate_type,
        to: EXTERNAL,
        ref: `g${roundId}`,
        at: now,
        legs: [
          { account: row.plate_type, amount: -bet },
          { account: EXTERNAL, amount: bet },
        ],
      });
      if (win > 0) {
        await post(ctx.db, {
          userId: row.user_id,
          kind: "game",
          amount: win,
          from: EXTERNAL,
          to: row.plate_type,
          ref: `g${roundId}`,
          at: now,
          legs: [
            { account: EXTERNAL, amount: -win },
            { account: row.plate_type, amount: win },
          ],
        });
      }
      if (bonus) await countStake(ctx, bonus, { bet, win, held });
      return ok({
        roundId,
        bet: toMoney(bet),
        win: toMoney(win),
        multiplier: (mult / 10).toFixed(1),
        balance: toMoney(await balanceOf(ctx, row.user_id, row.plate_type)),
      });
    });
  });
}
