// Infinite paging over trade and game records (20 per page) for the chosen filters.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { WalletPlateType } from "../../api/contract/wallet";
import type { TradeKind } from "../../api/contract/records";
import { getGameRecords, getTradeRecords } from "../../api/endpoints/records";
import { queryKeys } from "../../api/query-keys";

export const RECORDS_PAGE_SIZE = 20;

export interface RecordFilters {
  startDate: string;
  endDate: string;
  plateType: WalletPlateType | "";
  kind: TradeKind | "";
}

const nextPage = (last: { pageIndex: number; pageSize: number; total: number }) =>
  last.pageIndex * last.pageSize < last.total ? last.pageIndex + 1 : undefined;

function body(f: RecordFilters, pageIndex: number) {
  return {
    pageIndex,
    pageSize: RECORDS_PAGE_SIZE,
    startDate: f.startDate || undefined,
    endDate: f.endDate || undefined,
    plateType: f.plateType || undefined,
  };
}

export function useGameRecords(f: RecordFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.member.records.game({ ...f, kind: undefined, paging: "infinite" }),
    queryFn: ({ pageParam, signal }) => getGameRecords(body(f, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useTradeRecords(f: RecordFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.member.records.trade({ ...f, paging: "infinite" }),
    queryFn: ({ pageParam, signal }) =>
      getTradeRecords({ ...body(f, pageParam), kind: f.kind || undefined }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
