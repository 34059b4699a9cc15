// GetGameUrlV2: a one-time ticket for the demo game page of a plate type (encrypted response).
// With the transfer-free wallet on, the member's money moves into the game's wallet in the same
// transaction as the ticket. An Idempotency-Key is optional here: with one, a retry answers the
// first ticket.
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { fail, say } from "../../http/envelope.ts";
import { localeOf, pickText } from "../../i18n/locale.ts";
import { gameUrlBody, type GameUrlResult } from "../../../src/api/contract/game-url.ts";
import { toMoney } from "./cents.ts";
import { activeMember, encrypted, parse } from "./http.ts";
import { plateName } from "../core/plate-names.ts";
import { idempotencyKey, idempotent } from "./idempotency.ts";
import { ensureWallets } from "./ledger.ts";
import { moveAllInto, transferFreeOf } from "./transfer-free.ts";
import { prep } from "../../db/sql.ts";

/** A ticket must be opened within this time; it works once. */
export const TICKET_TTL_MS = 5 * 60_000;

interface GameRow {
  id: number;
  plate_type: string;
  name: string;
  /** Added by core's i18n migration; may be empty. */
  name_en?: string;
}

export function gameUrlRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.post("/api/VipUser/GetGameUrlV2", async (req, reply) => {
    const m = await activeMember(req, ctx);
    const key = req.headers["idempotency-key"] === undefined ? null : idempotencyKey(req);
    const body = parse(req, gameUrlBody, req.body);
    let gameId = `${body.plateType}-demo`;
    let gameName = say(req, "{plate} demo", { plate: plateName(req, body.plateType) });
    if (body.gameId !== undefined) {
      const row = await prep<[number, string], GameRow>(
        ctx.db,
        "SELECT * FROM games WHERE id = ? OR game_code = ? LIMIT 1",
      ).get(
        // The catalogue id (number or digits) or the game code.
        typeof body.gameId === "number"
          ? body.gameId
          : /^\d{1,9}$/.test(body.gameId)
            ? Number(body.gameId)
            : -1,
        String(body.gameId),
      );
      if (!row) fail(404, say(req, "Game not found"));
      if (row.plate_type !== body.plateType) {
        fail(422, say(req, "This game is not on that platform"));
      }
      gameId = String(row.id);
      gameName = pickText(localeOf(req), row.name, row.name_en ?? "");
    }
    await ensureWallets(ctx, m.id);
    const open = async () => {
      const transferFree = await transferFreeOf(ctx, m.id);
      const moved = transferFree ? await moveAllInto(ctx, m.id, body.plateType) : 0;
      const ticket = randomBytes(24).toString("base64url");
      const now = ctx.now();
      await prep(
        ctx.db,
        `INSERT INTO game_sessions (ticket, user_id, plate_type, game_id, game_name, created_at, expires_at, login_session)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        ticket,
        m.id,
        body.plateType,
        gameId,
        gameName,
        now,
        now + TICKET_TTL_MS,
        // The login session that asked: its logout, a password change or its end ends the game.
        m.session?.id ?? null,
      );
      const result: GameUrlResult = {
        url: `/demo-game/${body.plateType}?t=${ticket}`,
        ...(transferFree ? { transferred: toMoney(moved) } : {}),
      };
      return encrypted(ctx, result);
    };
    if (key !== null) return await idempotent(req, reply, ctx, m.id, key, body, open);
    return await ctx.db.tx(open);
  });
}
