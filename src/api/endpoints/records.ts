// Trade records (deposits, withdrawals, transfers, rebates, bonuses) and game records. Reads,
// although the platform takes their filters as POST bodies.
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../client";
import type {
  ActivityStatement,
  ActivityStatementBody,
  GameRecordsBody,
  GameRecordsResult,
  TradeRecordsBody,
  TradeRecordsResult,
} from "../contract/records";
import { queryKeys } from "../query-keys";
import type { QueryInput } from "./query-input";

export type TradeRecordsInput = QueryInput<TradeRecordsBody>;
export type GameRecordsInput = QueryInput<GameRecordsBody>;

export function getTradeRecords(body: TradeRecordsInput = {}, signal?: AbortSignal) {
  return apiRequest<TradeRecordsResult>("POST", "/api/VipUser/GetTradeRecords", { body, signal });
}
export const tradeRecordsQueryOptions = (body: TradeRecordsInput = {}) =>
  queryOptions({
    queryKey: queryKeys.member.records.trade(body),
    queryFn: ({ signal }) => getTradeRecords(body, signal),
  });

export function getGameRecords(body: GameRecordsInput = {}, signal?: AbortSignal) {
  return apiRequest<GameRecordsResult>("POST", "/api/VipUser/GetGameRecords", { body, signal });
}
export const gameRecordsQueryOptions = (body: GameRecordsInput = {}) =>
  queryOptions({
    queryKey: queryKeys.member.records.game(body),
    queryFn: ({ signal }) => getGameRecords(body, signal),
  });

export function getActivityStatement(body: ActivityStatementBody, signal?: AbortSignal) {
  return apiRequest<ActivityStatement>("POST", "/api/VipUser/GetActivityStatement", {
    body,
    signal,
  });
}
export const activityStatementQueryOptions = (body: ActivityStatementBody) =>
  queryOptions({
    queryKey: queryKeys.member.records.statement(body),
    queryFn: ({ signal }) => getActivityStatement(body, signal),
  });
