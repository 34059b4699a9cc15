// The activity statement (docs/product.md §10 "Activity statement"): over a range of platform
// days, the member's wallet entries in the ledger summed per kind, in integer cents. Transfers
// between the member's own wallets sum to nothing; a withdrawal counts when requested, as its
// money leaves the wallets then (the hold is not a wallet the player sees). So the statement
// reconciles with the balance: the wallets' change over the range is exactly
// netDeposits + bonuses + winLoss.
import type { FastifyInstance } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { ok } from "../../http/envelope.ts";
import {
  activityStatementBody,
  type ActivityStatement,
} from "../../../src/api/contract/records.ts";
import { GAME_PLATE_TYPES, type GamePlateType } from "../../../src/api/contract/wallet.ts";
import { toMoney } from "./cents.ts";
import { member, parse } from "./http.ts";
import { EXTERNAL, HOLD, type JournalKind } from "./ledger.ts";
import { range } from "./records.ts";
import { settleDue } from "./settle.ts";
import { prep } from "../../db/sql.ts";

interface Row {
  kind: JournalKind;
  account: string;
  /** Signed sum of the entries. */
  amount: number;
  /** What left the account (bets, for a game wallet). */
  out: number;
}

const isGame = (a: string): a is GamePlateType =>
  (GAME_PLATE_TYPES as readonly string[]).includes(a);

export function statementRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.post("/api/VipUser/GetActivityStatement", async (req) => {
    const m = await member(req);
    const q = parse(req, activityStatementBody, req.body);
    const [from, to] = range(req, q.startDate, q.endDate);
    await settleDue(ctx, m.id);
    const rows = await prep<[object], Row>(
      ctx.db,
      `SELECT j.kind, e.account, SUM(e.amount) AS amount,
         SUM(CASE WHEN e.amount < 0 THEN -e.amount ELSE 0 END) AS out
       FROM journal j JOIN entries e ON e.journal_id = j.id
       WHERE j.user_id = @userId AND j.created_at >= @from AND j.created_at < @to
         AND e.account NOT IN ('${EXTERNAL}', '${HOLD}')
       GROUP BY j.kind, e.account`,
    ).all({ userId: m.id, from, to });
    let deposits = 0;
    let withdrawals = 0;
    let bonuses = 0;
    const games = new Map<GamePlateType, { bet: number; winLoss: number }>();
    for (const r of rows) {
      switch (r.kind) {
        case "deposit":
          deposits += r.amount;
          break;
        case "withdrawal":
          withdrawals -= r.amount;
          break;
        case "bonus":
        case "promotion":
        case "rebate":
          bonuses += r.amount;
          break;
        case "game": {
          if (!isGame(r.account)) break;
          const g = games.get(r.account) ?? { bet: 0, winLoss: 0 };
          games.set(r.account, { bet: g.bet + r.out, winLoss: g.winLoss + r.amount });
          break;
        }
        // Between the member's own wallets (sums to 0), or from the hold (not a wallet).
        case "transfer":
        case "payout":
          break;
      }
    }
    const played = GAME_PLATE_TYPES.flatMap((plateType) => {
      const g = games.get(plateType);
      return g ? [{ plateType, bet: toMoney(g.bet), winLoss: toMoney(g.winLoss) }] : [];
    });
    const winLoss = [...games.values()].reduce((s, g) => s + g.winLoss, 0);
    const result: ActivityStatement = {
      startDate: q.startDate,
      endDate: q.endDate,
      deposits: toMoney(deposits),
      withdrawals: toMoney(withdrawals),
      netDeposits: toMoney(deposits - withdrawals),
      bonuses: toMoney(bonuses),
      winLoss: toMoney(winLoss),
      games: played,
    };
    return ok(result);
  });
}
