// Trade await records (deposits, withdrawals, transfers, rebates, bonuses) and game records, with paging,
// a date range in America/Guyana days (UTC−4, no DST; docs/product.md §9's timezone) and a platform filter.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import {
  gameRecordsBody,
  tradeRecordsBody,
  type GameRecord,
  type GameRecordsResult,
  type TradeRecord,
  type TradeRecordsResult,
} from "../../../src/api/contract/records.ts";
import { MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import { iso, toMoney } from "./cents.ts";
import { member, parse } from "./http.ts";
import { settleDue } from "./settle.ts";
import { found } from "../../db/db.ts";
import { platformDayStart } from "../../../src/api/contract/platform-time.ts";
import { prep, prepPluck } from "../../db/sql.ts";

const DAY_MS = 86_400_000;

/** [from, to) in ms for the optional inclusive day range; a reversed range is a 400. */
export function range(req: FastifyRequest, startDate?: string, endDate?: string): [number, number] {
  const from = startDate ? platformDayStart(startDate) : 0;
  const to = endDate ? platformDayStart(endDate) + DAY_MS : Number.MAX_SAFE_INTEGER;
  if (from >= to) fail(422, say(req, "The start date is after the end date"));
  return [from, to];
}

// Deposits land in and withdrawals leave the main wallet (a constant, not input: safe to inline).
const TRADES = `SELECT * FROM (
  SELECT 'd' || id AS id, id AS seq, 'deposit' AS kind, status, amount, NULL AS from_pt,
    '${MAIN_WALLET}' AS to_pt, created_at FROM deposit_orders WHERE user_id = @userId
  UNION ALL
  SELECT 'w' || id, id, 'withdrawal', status, amount, '${MAIN_WALLET}', NULL, created_at
    FROM withdrawals WHERE user_id = @userId
  UNION ALL
  SELECT 'j' || id, id, kind, 'done', amount,
    CASE WHEN from_account IN ('external', 'hold') THEN NULL ELSE from_account END,
    CASE WHEN to_account IN ('external', 'hold') THEN NULL ELSE to_account END, created_at
    FROM journal WHERE user_id = @userId AND kind IN ('transfer', 'rebate', 'bonus', 'promotion')
) AS trades WHERE created_at >= @from AND created_at < @to AND (@kind IS NULL OR kind = @kind)
  AND (@plate IS NULL OR from_pt = @plate OR to_pt = @plate)`;

interface TradeRow {
  id: string;
  kind: TradeRecord["kind"];
  status: string;
  amount: number;
  from_pt: TradeRecord["fromPlateType"];
  to_pt: TradeRecord["toPlateType"];
  created_at: number;
}

interface GameRow {
  id: number;
  plate_type: GameRecord["plateType"];
  game_id: string;
  game_name: string;
  bet: number;
  win: number;
  valid_bet: number;
  rebate_id: number | null;
  created_at: number;
}

export function recordRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.post("/api/VipUser/GetTradeRecords", async (req) => {
    const m = await member(req);
    const q = parse(req, tradeRecordsBody, req.body);
    const [from, to] = range(req, q.startDate, q.endDate);
    await settleDue(ctx, m.id);
    const params = {
      userId: m.id,
      from,
      to,
      kind: q.kind ?? null,
      plate: q.plateType ?? null,
    };
    const rows = await prep<[object], TradeRow>(
      ctx.db,
      // By number, not by the text id: "j9" sorts after "j11" as text.
      `${TRADES} ORDER BY created_at DESC, seq DESC LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: q.pageSize, offset: (q.pageIndex - 1) * q.pageSize });
    const total =
      (await prepPluck<[object], number>(ctx.db, `SELECT COUNT(*) FROM (${TRADES}) AS counted`).get(
        params,
      )) ?? 0;
    const result: TradeRecordsResult = {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        status: r.status === "pending" ? "pending" : "done",
        amount: toMoney(r.amount),
        fromPlateType: r.from_pt,
        toPlateType: r.to_pt,
        createdAt: iso(r.created_at),
      })),
      total,
      pageIndex: q.pageIndex,
      pageSize: q.pageSize,
    };
    return ok(result);
  });

  app.post("/api/VipUser/GetGameRecords", async (req) => {
    const m = await member(req);
    const q = parse(req, gameRecordsBody, req.body);
    const [from, to] = range(req, q.startDate, q.endDate);
    const where = `FROM game_records WHERE user_id = @userId AND created_at >= @from
      AND created_at < @to AND (@plate IS NULL OR plate_type = @plate)`;
    const params = { userId: m.id, from, to, plate: q.plateType ?? null };
    const rows = await prep<[object], GameRow>(
      ctx.db,
      `SELECT * ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: q.pageSize, offset: (q.pageIndex - 1) * q.pageSize });
    const sum = found(
      await prep<[object], { total: number; bet: number; win: number; validBet: number }>(
        ctx.db,
        `SELECT COUNT(*) AS total, COALESCE(SUM(bet), 0) AS bet, COALESCE(SUM(win), 0) AS win,
         COALESCE(SUM(valid_bet), 0) AS "validBet" ${where}`,
      ).get(params),
    );
    const result: GameRecordsResult = {
      items: rows.map((r) => ({
        id: r.id,
        plateType: r.plate_type,
        gameId: r.game_id,
        gameName: r.game_name,
        bet: toMoney(r.bet),
        win: toMoney(r.win),
        profit: toMoney(r.win - r.bet),
        validBet: toMoney(r.valid_bet),
        rebated: r.rebate_id !== null,
        createdAt: iso(r.created_at),
      })),
      total: sum.total,
      pageIndex: q.pageIndex,
      pageSize: q.pageSize,
      summary: {
        bet: toMoney(sum.bet),
        win: toMoney(sum.win),
        validBet: toMoney(sum.validBet),
        profit: toMoney(sum.win - sum.bet),
      },
    };
    return ok(result);
  });
}
