// Trade records (deposits, withdrawals, transfers, rebates, bonuses) and game records, with paging,
// a date range (YYYY-MM-DD, days in America/Guyana time, inclusive) and a platform filter.
import { z } from "zod";
import type { Money } from "./envelope.ts";
import {
  pagingInput,
  plateTypeInput,
  type GamePlateType,
  type Page,
  type WalletPlateType,
} from "./wallet.ts";

const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

/** "promotion": a deposit bonus the platform credited (first deposit, first deposit of the day). */
export const TRADE_KINDS = [
  "deposit",
  "withdrawal",
  "transfer",
  "rebate",
  "bonus",
  "promotion",
] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];

export const tradeRecordsBody = z.object({
  ...pagingInput,
  startDate: day.optional(),
  endDate: day.optional(),
  plateType: plateTypeInput.optional(),
  kind: z.enum(TRADE_KINDS).optional(),
});
export type TradeRecordsBody = z.input<typeof tradeRecordsBody>;

export interface TradeRecord {
  /** Unique across kinds, e.g. "d12" (deposit 12), "w3", "j55". */
  id: string;
  kind: TradeKind;
  status: "pending" | "done";
  amount: Money;
  fromPlateType: WalletPlateType | null;
  toPlateType: WalletPlateType | null;
  createdAt: string;
}
export type TradeRecordsResult = Page<TradeRecord>;

export const gameRecordsBody = z.object({
  ...pagingInput,
  startDate: day.optional(),
  endDate: day.optional(),
  plateType: plateTypeInput.optional(),
});
export type GameRecordsBody = z.input<typeof gameRecordsBody>;

export interface GameRecord {
  id: number;
  plateType: WalletPlateType;
  gameId: string;
  gameName: string;
  bet: Money;
  win: Money;
  /** win − bet, may be negative ("-5.00"). */
  profit: Money;
  validBet: Money;
  rebated: boolean;
  createdAt: string;
}
export interface GameRecordsResult extends Page<GameRecord> {
  summary: { bet: Money; win: Money; validBet: Money; profit: Money };
}

/**
 * POST /api/VipUser/GetActivityStatement — what came in, went out, was given and was won or lost
 * over a range of platform days (inclusive), from the ledger to the cent.
 */
export const activityStatementBody = z.object({ startDate: day, endDate: day });
export type ActivityStatementBody = z.input<typeof activityStatementBody>;

export interface ActivityStatement {
  startDate: string;
  endDate: string;
  /** Deposits credited. */
  deposits: Money;
  /** Withdrawals requested: the money left the wallets then, paid out or not yet. */
  withdrawals: Money;
  /** Deposits less withdrawals. */
  netDeposits: Money;
  /** Bonuses, deposit bonuses and rebates credited, less bonuses taken back. */
  bonuses: Money;
  /** Wins less bets, every game type together. */
  winLoss: Money;
  /** Each game type played in the range, in the platform's order. */
  games: { plateType: GamePlateType; bet: Money; winLoss: Money }[];
}
